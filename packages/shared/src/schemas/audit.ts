/**
 * The audit trail's vocabulary: what staff did (actions) with which kind of record, with the German
 * names the 'Protokoll' page and a card's 'Verlauf' show. An event holds names and ids only, never a
 * value of a person's data.
 */
import { z } from 'zod';
import { PERSON_FIELDS } from '../person-fields';
import { zDecimal, zId, zIsoDate, zQueryBool } from '../validation/zod';

/** Every action the trail records, with its German name. */
export const AUDIT_ACTIONS = {
  'card.viewed': 'Ausweis angesehen',
  'card.photo_viewed': 'Foto angesehen',
  'card.downloaded': 'Ausweis heruntergeladen',
  'card.changed': 'Ausweis geändert',
  'card.validated': 'Ausweis validiert',
  'card.photo_accepted': 'Foto angenommen',
  'card.photo_rejected': 'Foto abgelehnt',
  'card.deleted': 'Ausweis gelöscht',
  'card.restored': 'Ausweis wiederhergestellt',
  'card.erased': 'Daten gelöscht (Löschantrag)',
  'card.disclosed': 'Auskunft erstellt',
  'card.erasure_requested': 'Löschung beantragt',
  'cards.exported': 'Ausweise exportiert',
  'cards.printed': 'Druckexport erstellt',
  'cards.printed_at_school': 'In der Einrichtung gedruckt',
  'cards.imported': 'Klassenliste importiert',
  'family_link.resent': 'Bestell-Link erneut gesendet',
  'family_links.resent': 'Bestell-Links erneut gesendet (alle noch nicht bestellt)',
  'cards.synced': 'Beim Abgleich beendet (nicht mehr in der Klassenliste)',
  'cards.billed': 'Ausweise abgerechnet',
  'invoice.downloaded': 'Rechnung heruntergeladen',
  'invoice.cancelled': 'Rechnung storniert (Stornorechnung)',
  'cards.unbilled': 'Abrechnung storniert (wieder abrechenbar)',
  'payment.booked': 'Zahlung gebucht',
  'payment.reversed': 'Zahlung zurückgenommen',
  'record.viewed': 'Datensatz angesehen',
  'record.changed': 'Datensatz geändert',
  'sign_in.succeeded': 'Angemeldet',
  'sign_in.failed': 'Anmeldung fehlgeschlagen',
  'sign_out.done': 'Abgemeldet',
  'factor.added': 'Zweiten Faktor eingerichtet',
  'factor.reset': 'Zweiten Faktor zurückgesetzt',
  'user.invited': 'Benutzer eingeladen',
  'invitation.resent': 'Einladung erneut gesendet',
  'invitation.withdrawn': 'Einladung zurückgezogen',
  'user.removed': 'Benutzer entfernt',
  'user.role_changed': 'Benutzergruppe geändert',
  'settings.changed': 'Einstellungen geändert',
  'tenant.deleted': 'Mandant gelöscht',
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
  runPayment: 'Zahlung',
  erasureRequest: 'Löschantrag',
} as const;
export type AuditRecord = keyof typeof AUDIT_RECORDS;

/** Whether the action was done, or refused (another tenant's record, an unknown id, a wrong password). */
export const AUDIT_OUTCOMES = { allowed: 'erlaubt', refused: 'abgelehnt' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOMES;

/** The role an event's staff member had, with its German name. */
export const AUDIT_ROLES = {
  User: 'Benutzer',
  Admin: 'Administrator',
  SuperAdmin: 'Super-Admin',
  /** The card's holder (or a parent) in the card app, signed in with the card's codes. */
  Holder: 'Karteninhaber',
} as const;

/** German names of changed card fields that are not person fields (person-fields.ts has those). */
const CARD_FIELD_LABELS: Record<string, string> = {
  card_valid_from: 'Gültig ab',
  card_valid_to: 'Gültig bis',
  validated: 'Validiert',
  with_lable: 'Mit Label',
  lable_value: 'Label',
  lable_color: 'Labelfarbe',
  is_online: 'Online-Ausweis',
  is_hardcopy: 'Plastikkarte',
  is_test: 'Test',
  is_payed: 'Bezahlt',
  tenant_payee: 'Zahlung durch Mandant',
  image_file_id: 'Foto',
  sign_file_id: 'Unterschrift',
};

/** The German name of a changed field as the card form shows it, else its column name. */
export const auditFieldLabel = (name: string): string =>
  (PERSON_FIELDS as Record<string, { label: string } | undefined>)[name]?.label ??
  CARD_FIELD_LABELS[name] ??
  name;

/** The filters of the trail (list and export): person, action, card, days in German time. */
export const AuditFilter = z.object({
  user_id: zId().optional(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  card_id: zId().optional(),
  date_from: zIsoDate().optional(),
  date_to: zIsoDate().optional(),
});
export type AuditFilter = z.input<typeof AuditFilter>;

/** A position in the trail, newest first: the last row's time and id ('<ISO time>_<id>'). */
const AuditCursor = z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d{1,16}$/, 'Ungültige Position.');

export const AUDIT_PAGE_MAX = 200;

/** GET the trail: the filters, the page's size and the position after which it continues. */
export const FindAuditEventsRequest = AuditFilter.extend({
  before: AuditCursor.optional(),
  count: zDecimal(z.number().int().min(1).max(AUDIT_PAGE_MAX)).default(50),
});
export type FindAuditEventsRequest = z.input<typeof FindAuditEventsRequest>;

/** One event as the 'Protokoll' page and a card's 'Verlauf' show it. */
export const AuditEventView = z.object({
  id: z.number(),
  /** The tenant's chain (0: the platform's). */
  chain: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  /** The staff member's name ('Vorname Nachname'), null when unknown or removed. */
  person: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  record: z.string().nullable(),
  record_ids: z.array(z.number()),
  fields: z.array(z.string()),
  ip_prefix: z.string().nullable(),
  agent: z.string().nullable(),
  outcome: z.string(),
});
export type AuditEventView = z.infer<typeof AuditEventView>;

export const FindAuditEventsResponse = z.object({
  data: z.array(AuditEventView),
  /** Where the next page starts; null on the last page. */
  next: z.string().nullable(),
});
export type FindAuditEventsResponse = z.infer<typeof FindAuditEventsResponse>;

/** GET export: the same filters as the list, as CSV or Excel. */
export const ExportAuditEventsRequest = AuditFilter.extend({ format: z.enum(['csv', 'xlsx']) });
export type ExportAuditEventsRequest = z.input<typeof ExportAuditEventsRequest>;

/** GET a card's history: its events, newest first, paged like the list. */
export const CardAuditEventsRequest = z.object({
  /** The card is an archived one (its events stay under its id). */
  from_archive: zQueryBool().default(false),
  before: AuditCursor.optional(),
  count: zDecimal(z.number().int().min(1).max(AUDIT_PAGE_MAX)).default(50),
});
export type CardAuditEventsRequest = z.input<typeof CardAuditEventsRequest>;

/** The result of checking the chains: how many events, and the first broken link if any. */
export const VerifyAuditResponse = z.object({
  ok: z.boolean(),
  checked: z.number(),
  chains: z.number(),
  broken: z.object({ chain: z.number(), event_id: z.number().nullable(), seq: z.number() }).nullable(),
  /** The result in German, as the page and `npm run audit:verify` show it. */
  message: z.string(),
});
export type VerifyAuditResponse = z.infer<typeof VerifyAuditResponse>;

/** The German name of a key of one of the label maps above; an unknown key shows itself. */
export const auditLabel = (labels: Record<string, string>, key: string | null): string =>
  key === null ? '' : (labels[key] ?? key);

/** The 'Person' filter's search: at most this many characters; at most AUDIT_PEOPLE_MAX people a page. */
export const AUDIT_PEOPLE_SEARCH_MAX = 100;
export const AUDIT_PEOPLE_MAX = 50;

/** GET the people the 'Person' filter offers: every word begins the first or last name or the e-mail. */
export const FindAuditPeopleRequest = z.object({
  search: z.string().max(AUDIT_PEOPLE_SEARCH_MAX, 'Höchstens 100 Zeichen.').optional(),
  page: zDecimal(z.number().int().min(1).max(10_000)).default(1),
  count: zDecimal(z.number().int().min(1).max(AUDIT_PEOPLE_MAX)).default(20),
});
export type FindAuditPeopleRequest = z.input<typeof FindAuditPeopleRequest>;

/** A person of the filter, with the tenants they belong to (a tenant's Admin sees only their own). */
export const AuditPerson = z.object({
  id: z.number(),
  forename: z.string().nullable(),
  lastname: z.string(),
  email: z.string(),
  is_super_admin: z.boolean(),
  /** Named in the selected tenant's trail, but no longer its member (staff who left). */
  former_member: z.boolean(),
  tenants: z.array(
    z.object({ id: z.number(), name: z.string(), name2: z.string().nullable(), city: z.string() }),
  ),
});
export type AuditPerson = z.infer<typeof AuditPerson>;
