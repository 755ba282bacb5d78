/** Card details <-> edit form values, and the multipart body of POST card update (docs/product.md#api). */
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { type CardEditValues, cardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/card-edit';

/** The stored card as form values (nulls as empty fields). */
export const cardFormValues = (card: CardDetails): CardEditValues => cardEditValues(card);

export interface PhotoChange {
  /** A new, server-checked photo (230x340 PNG), or null to keep the stored one. */
  photo: Blob | null;
  /** Remove the stored photo (ignored when a new one is given). */
  remove: boolean;
}

/** The update request: every form value as text, is_remove_image, and the new photo as image_file. */
export function cardUpdateFormData(orderId: number, values: CardEditValues, change: PhotoChange): FormData {
  const form = new FormData();
  const remove = change.remove && !change.photo;
  for (const [k, v] of Object.entries(cardUpdateFields(orderId, values, remove))) form.append(k, v);
  if (change.photo) form.append('image_file', change.photo, 'foto.png');
  return form;
}
