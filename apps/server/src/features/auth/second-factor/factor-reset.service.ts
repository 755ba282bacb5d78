/**
 * A super admin resets the second factors of a tenant's user who lost them all (docs/product.md#behaviour):
 * factors and recovery codes are deleted, every session ends, the user is mailed, and the act is
 * logged with ids only. At their next sign-in the rule leads them through setting up a factor again
 * where one is required.
 */
import { APP_NAME } from '@ausweis/shared/constants';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { AuditActor } from '../../../db/audit-trail';
import { recoveryCodes, userFactors, users } from '../../../db/schema/index';
import { endUserSessions } from '../../../http/active-user';
import { notFound } from '../../../http/app-error';
import type { AuthUser } from '../../../http/request-context';
import { greetingFor, renderMail } from '../../../platform/mail/render';
import { appendEventAbout } from '../account-trail';

export async function resetSecondFactors(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  trail: AuditActor,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      // Super admins reset only the factors of tenants' users, never each other's.
      .where(and(eq(users.id, userId), eq(users.is_super_admin, false)));
    if (!user) throw notFound('Benutzer nicht gefunden.');
    await endUserSessions(ctx, tx, user.id);
    await tx.delete(userFactors).where(eq(userFactors.user_id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
    await ctx.mail.queue(tx, {
      to: user.email,
      subject: `Ihr zweiter Faktor für das ${APP_NAME} wurde zurückgesetzt`,
      ...renderMail({
        greeting: greetingFor(user),
        paragraphs: [
          `die Betreuung des ${APP_NAME} hat die zweiten Faktoren Ihres Zugangs (Authenticator-App, Passkeys, Wiederherstellungscodes) zurückgesetzt und alle Ihre Sitzungen beendet.`,
          'Melden Sie sich wieder mit Ihrer E-Mail-Adresse und Ihrem Passwort an; wo ein zweiter Faktor verlangt wird, richten Sie dabei einen neuen ein.',
          'Wenn Sie das nicht veranlasst haben, wenden Sie sich bitte umgehend an Ihre Organisation.',
        ],
        action: { url: `${ctx.config.publicUrl}/login`, label: 'Zur Anmeldung' },
      }),
    });
    await appendEventAbout(tx, user.id, trail, { action: 'factor.reset' });
  });
  ctx.log.info(
    { event: 'second_factors_reset', actor_id: actor.id, user_id: userId },
    'second factors reset',
  );
}
