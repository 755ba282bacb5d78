/**
 * The staff card endpoints (docs/product.md#api Cards) as far as the card list and its actions need them: the card
 * refs, the bulk actions (docs/product.md#limits) and the German texts. The card details are in card-details.ts, the
 * edit rules in card-edit.ts. Field names are the API's (docs/product.md#fields); dates YYYY-MM-DD, timestamps ISO 8601.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { zId, zMaxLen, zQueryBool } from '../validation/zod';
import { SCHOOL_PRINT_TEXTS } from './school-print';

/** At most this many cards per bulk action (one page at the largest page size). */
export const BULK_MAX = 2000;

/** GET details / image / download: ?order_id=&from_archive= */
export const CardRef = z.object({ order_id: zId(), from_archive: zQueryBool().default(false) });
export type CardRef = z.input<typeof CardRef>;

/** GET image: the card ref plus the photo's hash (cache key) and thumb=true for the 100x80 thumbnail. */
export const CardImageQuery = CardRef.extend({
  hash: zMaxLen(64).default(''),
  thumb: zQueryBool().default(false),
});
export type CardImageQuery = z.input<typeof CardImageQuery>;

/** GET download_card: the card ref; the hash only busts browser caches (the PDF is drawn afresh). */
export const DownloadCardQuery = CardRef.extend({ hash: z.string().max(64).default('') });
export type DownloadCardQuery = z.input<typeof DownloadCardQuery>;

/** POST/DELETE with one card of the live table (delete, undelete, resend code, reset export). */
export const CardIdRequest = z.object({ order_id: zId() });
export type CardIdRequest = z.input<typeof CardIdRequest>;

/** POST recreate_card. */
export const RecreateCardRequest = z.object({ order_id: zId(), from_archive: zQueryBool().default(false) });

/** Bulk actions: validate, delete many. */
export const CardIdsRequest = z.object({
  order_ids: z.array(zId()).min(1, { error: MESSAGES.required }).max(BULK_MAX),
});
export type CardIdsRequest = z.input<typeof CardIdsRequest>;

/** POST export excel: a download (.xlsx, or .zip with the photos), or a mail to the logged-in user. */
export const ExportCardsRequest = CardIdsRequest.extend({
  as_mail: z.boolean().default(false),
  with_image: z.boolean().default(false),
});
export type ExportCardsRequest = z.input<typeof ExportCardsRequest>;

/** Answer of actions without a file: how many cards changed (mail: how many went into the file). */
export const CardActionResponse = z.object({ count: z.number() });
export type CardActionResponse = z.infer<typeof CardActionResponse>;

/** A product of the tenant as the card list's product filter offers it. */
export const CardProductOption = z.object({
  id: z.number(),
  product_type: z.string(),
  product_short_code: z.string(),
  is_disabled: z.boolean(),
});
export type CardProductOption = z.infer<typeof CardProductOption>;

export const CARD_TEXTS = {
  notFound: 'Dieser Ausweis wurde nicht gefunden.',
  archiveReadOnly: 'Ausweise im Archiv können nicht geändert werden.',
  deleted: 'Ausweis gelöscht',
  restored: 'Ausweis wiederhergestellt',
  notRestorable: 'Dieser Ausweis kann nicht wiederhergestellt werden: seine Gültigkeit ist abgelaufen.',
  codeSent: 'E-Mail mit Zugangsdaten wurde an den Benutzer gesendet',
  notOnline: 'Dieser Ausweis ist kein freigeschalteter Smartphone-Ausweis.',
  exportReset: 'Export zurücksetzen',
  recreated: 'Ausweis wurde neu erzeugt.',
  dataDeleted: 'Foto und persönliche Daten dieses Ausweises wurden bereits gelöscht (Datenschutz).',
  validatedLocked: 'Validierte Ausweise kann nur ein Admin ändern.',
  confirmDelete:
    'Soll der Ausweis wirklich gelöscht werden? Er wird auch aus der Ausweis-App des Benutzers entfernt.',
  confirmResetExport:
    'Soll der Export wirklich zurückgesetzt werden? Der Ausweis wird dann erneut gedruckt und versendet.',
  confirmBulkValidate: (n: number) =>
    n === 1 ? 'Soll 1 Ausweis validiert werden?' : `Sollen ${n} Ausweise validiert werden?`,
  confirmBulkDelete: (n: number) =>
    n === 1 ? 'Soll 1 Ausweis wirklich gelöscht werden?' : `Sollen ${n} Ausweise wirklich gelöscht werden?`,
  // The dialog's title already says 'Achtung'.
  confirmBulkDeleteOnline: (n: number) =>
    n === 1
      ? 'Der ausgewählte Ausweis ist ein freigeschalteter Smartphone-Ausweis. Er wird auch aus der Ausweis-App seines Inhabers entfernt. Wirklich löschen?'
      : `Unter den ${n} ausgewählten Ausweisen sind freigeschaltete Smartphone-Ausweise. Sie werden auch aus der Ausweis-App ihrer Inhaber entfernt. Wirklich löschen?`,
  exportMailed: 'Die Excel-Datei wurde an Ihre E-Mail-Adresse gesendet.',
  downloadFailed: 'Der Ausweis konnte nicht heruntergeladen werden.',
  fileDownloadFailed: 'Die Datei konnte nicht heruntergeladen werden.',
} as const;

/** docs/product.md#limits bulk card actions, in menu order. */
export const CARD_BULK_ACTIONS = [
  { id: 'validate', label: 'Ausweise validieren' },
  { id: 'export', label: 'Auswahl exportieren (Excel)' },
  { id: 'export_mail', label: 'Auswahl exportieren (Excel als Mail)' },
  { id: 'export_images', label: 'Auswahl exportieren (inkl. Bilder)' },
  /** Offered only to a tenant with a 'Druck in der Einrichtung' product (schemas/school-print.ts). */
  { id: 'print_at_school', label: SCHOOL_PRINT_TEXTS.action },
  { id: 'delete', label: 'Ausweise löschen' },
] as const;
export type CardBulkAction = (typeof CARD_BULK_ACTIONS)[number]['id'];
