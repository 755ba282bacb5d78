/** What the toast after saving a user says (docs/product.md#messages 'Daten gespeichert', titled 'Speichern'). */
import { INVITATION_SENT, type SaveUserResponse } from '@ausweis/shared/schemas/users';

export const SAVED_TITLE = 'Speichern';
export const SAVED = 'Daten gespeichert';

/** The toast body: 'Daten gespeichert' plus what else happened (invitation, attach, validation link). */
export function savedMessage(result: SaveUserResponse, email: string, created: boolean): string {
  // A tenant Admin's invitation: the answer does not say whether the address already had an account.
  if (result.id === null) return `${SAVED}\n${INVITATION_SENT}`;
  if (result.attached_existing)
    return `${SAVED}\nDie E-Mail-Adresse gehörte schon zu einem Benutzer; er wurde dem Mandanten hinzugefügt.`;
  if (created) return `${SAVED}\nEine Einladung wurde an ${email} gesendet.`;
  if (result.email_validation_sent)
    return `${SAVED}\nEin Bestätigungslink wurde an ${email} gesendet. Bis er geöffnet wird, gilt die bisherige Adresse.`;
  return SAVED;
}
