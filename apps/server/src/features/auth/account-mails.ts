/**
 * The account mails: invitation, password reset, forgotten password, e-mail change, access to another
 * tenant and invitation of an existing account to another tenant. German, with the product name,
 * absolute links and the 48 h validity.
 */
import { APP_NAME } from '@ausweis/shared/constants';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { greetingFor, renderMail } from '../../platform/mail/render';
import { createOneTimeToken, type TenantInviteGrant, TOKEN_VALID_HOURS } from './one-time-tokens';

export interface MailPerson {
  id: number;
  email: string;
  salutation: string | null;
  lastname: string;
}

const VALIDITY = `Der Link ist ${TOKEN_VALID_HOURS} Stunden gültig und kann nur einmal verwendet werden.`;
const NOT_EXPECTED = 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.';

export type PasswordMailKind = 'invite' | 'reset' | 'forgot';

/** Creates a UserPassword token and queues the mail with the /password_create link. */
export async function sendPasswordLink(
  ctx: Pick<AppContext, 'config' | 'mail'>,
  db: Db | Tx,
  user: MailPerson,
  kind: PasswordMailKind,
  tenantName?: string,
): Promise<void> {
  const token = await createOneTimeToken(db, user.id, 'UserPassword');
  const url = `${ctx.config.publicUrl}/password_create/${token}`;
  const texts: Record<PasswordMailKind, { subject: string; paragraphs: string[] }> = {
    invite: {
      subject: `Ihr Zugang zum ${APP_NAME}`,
      paragraphs: [
        tenantName
          ? `für Sie wurde ein Zugang zum ${APP_NAME} für „${tenantName}“ angelegt.`
          : `für Sie wurde ein Zugang zum ${APP_NAME} angelegt.`,
        `Bitte legen Sie über den folgenden Link Ihr Passwort fest. Danach melden Sie sich mit Ihrer E-Mail-Adresse ${user.email} an.`,
      ],
    },
    reset: {
      subject: `Neues Passwort für das ${APP_NAME}`,
      paragraphs: [
        `Ihr Passwort für das ${APP_NAME} wurde von Ihrer Organisation zurückgesetzt. Bis Sie ein neues Passwort festgelegt haben, ist Ihr Zugang gesperrt.`,
        'Bitte legen Sie über den folgenden Link ein neues Passwort fest.',
      ],
    },
    forgot: {
      subject: `Passwort für das ${APP_NAME} festlegen`,
      paragraphs: [
        `Sie haben ein neues Passwort für das ${APP_NAME} angefordert.`,
        'Bitte legen Sie über den folgenden Link ein neues Passwort fest. Ihr bisheriges Passwort gilt, bis Sie das getan haben.',
      ],
    },
  };
  const { subject, paragraphs } = texts[kind];
  await ctx.mail.queue(db, {
    to: user.email,
    subject,
    ...renderMail({
      greeting: greetingFor(user),
      paragraphs,
      action: { url, label: 'Passwort festlegen' },
      after: [VALIDITY, NOT_EXPECTED],
    }),
  });
}

/** Creates an EmailChange token holding the new address and mails the /email_validate link there. */
export async function sendEmailChangeLink(
  ctx: Pick<AppContext, 'config' | 'mail'>,
  db: Db | Tx,
  user: MailPerson,
  newEmail: string,
): Promise<void> {
  const token = await createOneTimeToken(db, user.id, 'EmailChange', newEmail);
  const url = `${ctx.config.publicUrl}/email_validate/${token}`;
  await ctx.mail.queue(db, {
    to: newEmail,
    subject: `Bitte bestätigen Sie Ihre neue E-Mail-Adresse für das ${APP_NAME}`,
    ...renderMail({
      greeting: greetingFor(user),
      paragraphs: [
        `für Ihren Zugang zum ${APP_NAME} wurde die E-Mail-Adresse ${newEmail} eingetragen.`,
        'Bitte bestätigen Sie die neue Adresse über den folgenden Link. Bis dahin melden Sie sich wie bisher mit Ihrer bisherigen Adresse an, danach mit der neuen.',
      ],
      action: { url, label: 'E-Mail-Adresse bestätigen' },
      after: [VALIDITY, NOT_EXPECTED],
    }),
  });
}

/** Tells an existing user that they now also have access to a tenant. */
export async function sendTenantAccessMail(
  ctx: Pick<AppContext, 'config' | 'mail'>,
  db: Db | Tx,
  user: MailPerson,
  tenantName: string,
): Promise<void> {
  await ctx.mail.queue(db, {
    to: user.email,
    subject: `Zugang zu „${tenantName}“ im ${APP_NAME}`,
    ...renderMail({
      greeting: greetingFor(user),
      paragraphs: [
        `Sie haben nun auch Zugang zu „${tenantName}“ im ${APP_NAME}.`,
        'Melden Sie sich wie gewohnt mit Ihrer E-Mail-Adresse und Ihrem Passwort an und wählen Sie den Mandanten aus.',
      ],
      action: { url: `${ctx.config.publicUrl}/login`, label: 'Zur Anmeldung' },
    }),
  });
}

/**
 * Asks an existing account's owner to confirm the access to another tenant (a /tenant_invite link); the
 * tenant gets the account only after that.
 */
export async function sendTenantInviteLink(
  ctx: Pick<AppContext, 'config' | 'mail'>,
  db: Db | Tx,
  user: MailPerson,
  tenantName: string,
  grant: TenantInviteGrant,
): Promise<void> {
  const token = await createOneTimeToken(db, user.id, 'TenantInvite', undefined, grant);
  const url = `${ctx.config.publicUrl}/tenant_invite/${token}`;
  await ctx.mail.queue(db, {
    to: user.email,
    subject: `Einladung zu „${tenantName}“ im ${APP_NAME}`,
    ...renderMail({
      greeting: greetingFor(user),
      paragraphs: [
        `die Verwaltung von „${tenantName}“ möchte Ihrem Zugang zum ${APP_NAME} (${user.email}) Zugriff auf „${tenantName}“ geben.`,
        'Erst wenn Sie die Einladung über den folgenden Link annehmen, gehören Sie zu diesem Mandanten und die Verwaltung sieht Ihre Daten. Zum Annehmen melden Sie sich dort mit dem Passwort Ihres Zugangs an; es bleibt unverändert.',
      ],
      action: { url, label: 'Einladung annehmen' },
      after: [VALIDITY, NOT_EXPECTED],
    }),
  });
}
