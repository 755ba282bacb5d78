/** POST own profile (docs/product.md#screens 'Mein Profil'): name, salutation and e-mail of the logged-in user. */
import type { SaveOwnProfileRequest, SaveUserResponse } from '@ausweis/shared/schemas/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { uniqueConflict } from '../../http/unique-conflicts';
import { appendOwnEvent, type TrailOrigin } from '../auth/public';
import { applyAccountChange, changedAccountFields } from './account-change';

/** POST own profile: name, salutation and e-mail; group, disabled and notify stay as they are. */
export const OWN_EMAIL_NEEDS_PASSWORD =
  'Bitte bestätigen Sie die Änderung Ihrer E-Mail-Adresse mit Ihrem aktuellen Passwort.';

export async function saveOwnProfile(
  ctx: AppContext,
  actor: AuthUser,
  req: z.output<typeof SaveOwnProfileRequest>,
  origin: TrailOrigin,
): Promise<SaveUserResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, actor.id));
      if (!user) throw notFound('Benutzer nicht gefunden.');
      if (
        req.email !== user.email &&
        !(await ctx.passwords.verify(req.current_password ?? '', user.password_hash))
      ) {
        throw badRequest(OWN_EMAIL_NEEDS_PASSWORD, 'current_password');
      }
      const change = { ...req, disabled: user.disabled };
      const fields = changedAccountFields(change, user);
      const result = await applyAccountChange(ctx, tx, user, change, { tellOwner: false });
      // One's own account belongs to no record of one tenant: the event goes where the account works.
      if (fields.length > 0)
        await appendOwnEvent(tx, user.id, origin, {
          action: 'record.changed',
          record: 'user',
          ids: [user.id],
          fields,
        });
      return { id: user.id, attached_existing: false, ...result };
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}
