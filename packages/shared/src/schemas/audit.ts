/**
 * The audit trail's vocabulary: what staff did (actions) with which kind of record, with the German
 * names the 'Protokoll' page and a card's 'Verlauf' show. An event holds names and ids only, never a
 * value of a person's data.
 */

/** Every action the trail records, with its German name. */
export const AUDIT_ACTIONS = {
  'card.viewed': 'Ausweis angesehen',
  'card.photo_viewed': 'Foto angesehen',
  'card.downloaded': 'Ausweis heruntergeladen',
  'card.changed': 'Ausweis geändert',
  'card.validated': 'Ausweis validiert',
  'card.deleted': 'Ausweis gelöscht',
  'card.restored': 'Ausweis wiederhergestellt',
  'card.erased': 'Daten gelöscht (Löschantrag)',
  'card.disclosed': 'Auskunft erstellt',
  'cards.exported': 'Ausweise exportiert',
  'cards.printed': 'Druckexport erstellt',
  'cards.imported': 'Klassenliste importiert',
  'cards.billed': 'Ausweise abgerechnet',
  'invoice.downloaded': 'Rechnung heruntergeladen',
  'record.viewed': 'Datensatz angesehen',
  'record.changed': 'Datensatz geändert',
  'sign_in.succeeded': 'Angemeldet',
  'sign_in.failed': 'Anmeldung fehlgeschlagen',
  'sign_out.done': 'Abgemeldet',
  'factor.added': 'Zweiten Faktor eingerichtet',
  'factor.reset': 'Zweiten Faktor zurückgesetzt',
  'user.invited': 'Benutzer eingeladen',
  'user.removed': 'Benutzer entfernt',
  'user.role_changed': 'Benutzergruppe geändert',
  'settings.changed': 'Einstellungen geändert',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kinds of record an event names by id, with their German names. */
export const AUDIT_RECORDS = {
  card: 'Ausweis',
  product: 'Produkt',
  user: 'Benutzer',
  invitation: 'Einladung',
  tenant: 'Mandant',
  classImport: 'Klassenlisten-Import',
  cardExport: 'Ausweis-Export',
  printExport: 'Druckexport',
  paymentRun: 'Rechnungslauf',
  erasureRequest: 'Löschantrag',
} as const;
export type AuditRecord = keyof typeof AUDIT_RECORDS;

/** Whether the action was done, or refused (another tenant's record, an unknown id, a wrong password). */
export const AUDIT_OUTCOMES = { allowed: 'erlaubt', refused: 'abgelehnt' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOMES;
