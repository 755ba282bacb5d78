/** The refusals the user use cases share (German, naming the field where there is one). */
import { badRequest, forbidden } from '../../http/app-error';

export const USER_ERRORS = {
  alreadyMember: () =>
    badRequest('Ein Benutzer mit dieser E-Mail gehört bereits zu diesem Mandanten.', 'email'),
  emailTaken: () => badRequest('Diese E-Mail-Adresse wird bereits verwendet.', 'email'),
};

/** Someone else's tenant holds the account too: only its own administration changes the account. */
export const ACCOUNT_LOCKED = () =>
  forbidden(
    'Dieser Benutzer gehört auch zu einem Mandanten, den Sie nicht verwalten. Name, E-Mail, Passwort und Sperre kann dort nur die Verwaltung ändern.',
  );
