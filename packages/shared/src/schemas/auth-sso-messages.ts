/**
 * Why a sign-in with a school's own accounts (single sign-on) failed: the server sends the code to the
 * login page (/login?sso_error=...), which shows the German text. Kept free of zod: the login page loads it.
 */
export const SSO_ERRORS = {
  provider_unreachable:
    'Der Anmeldedienst Ihrer Schule ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut oder melden Sie sich mit E-Mail und Passwort an.',
  invalid_response:
    'Die Antwort des Anmeldedienstes Ihrer Schule war ungültig. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die IT Ihrer Schule.',
  expired: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.',
  denied: 'Die Anmeldung wurde beim Anmeldedienst Ihrer Schule abgebrochen. Bitte versuchen Sie es erneut.',
  no_email:
    'Der Anmeldedienst Ihrer Schule hat keine E-Mail-Adresse übermittelt. Bitte wenden Sie sich an die IT Ihrer Schule.',
  no_role:
    'Ihr Schulkonto gehört zu keiner Gruppe, die hier Zugang hat. Bitte wenden Sie sich an die Verwaltung Ihrer Schule.',
  signup_not_allowed:
    'Für Ihr Schulkonto gibt es hier noch kein Konto. Bitte lassen Sie sich von der Verwaltung Ihrer Schule einladen.',
  account_conflict:
    'Zu Ihrer E-Mail-Adresse gibt es bereits ein Konto, das nicht zu dieser Schule gehört. Bitte melden Sie sich mit E-Mail und Passwort an.',
  disabled: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an die Verwaltung Ihrer Schule.',
  not_available:
    'Die Anmeldung über Ihre Schule ist nicht eingerichtet oder ausgeschaltet. Bitte melden Sie sich mit E-Mail und Passwort an.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The German text of an error code from the URL; an unknown code gets the general one. */
export const ssoErrorMessage = (code: string): string =>
  Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : SSO_ERRORS.invalid_response;
