/** Card details <-> edit form values, and the multipart body of POST card update (SPEC §7). */
import { type CardDetails, type CardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/cards';

/** The stored card as form values (nulls as empty fields). */
export function cardFormValues(d: CardDetails): CardEditValues {
  return {
    email: d.email,
    familyname: d.familyname,
    forname: d.forname,
    birthday: d.birthday ?? '',
    external_id: d.external_id ?? '',
    external_department: d.external_department ?? '',
    card_valid_from: d.card_valid_from,
    card_valid_to: d.card_valid_to,
    validated: d.validated,
    with_lable: d.with_lable,
    lable_value: d.lable_value ?? '',
    lable_color: d.lable_color ?? '',
    is_online: d.is_online,
    is_hardcopy: d.is_hardcopy,
    is_test: d.is_test,
    is_payed: d.is_payed,
    tenant_payment: d.tenant_payment ?? false,
  };
}

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
