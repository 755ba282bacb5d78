/**
 * 'Kontoauszug importieren' on 'Rechnungsläufe': a bank statement in CAMT.053 (ISO 20022
 * camt.053.001.02 to .08) is read, its credits are matched to payment runs by the invoice number in
 * the remittance information and by the open amount, and the matched ones are booked in one action.
 * Nothing of the statement is stored: the preview answers the upload, and booking sends the same file
 * again (checked by its SHA-256), which the server reads and matches anew.
 */
import { z } from 'zod';
import { PAYMENT_STATES } from './invoices';

export const BANK_STATEMENT_LIMITS = {
  /** A statement of 10,000 entries is about 15 MB. */
  bytes: 25 * 1024 * 1024,
} as const;

export const BANK_STATEMENT_TEXTS = {
  title: 'Kontoauszug importieren',
  intro:
    'Laden Sie einen Kontoauszug im Format CAMT.053 (XML) hoch. Gutschriften werden anhand der Rechnungsnummer im Verwendungszweck und des Betrags den Rechnungsläufen zugeordnet. Gebucht wird erst mit „Zahlungen buchen“.',
  choose: 'Datei auswählen',
  missing: 'Bitte einen Kontoauszug (CAMT.053, XML) auswählen.',
  tooLarge: `Der Kontoauszug ist zu groß (höchstens ${BANK_STATEMENT_LIMITS.bytes / 1024 / 1024} MB).`,
  notXml: 'Bitte eine XML-Datei im Format CAMT.053 hochladen.',
  notStatement:
    'Die Datei ist kein Kontoauszug im Format CAMT.053 (ISO 20022, camt.053.001). Bitte den Kontoauszug im CAMT.053-Format aus dem Online-Banking exportieren.',
  unreadable: 'Die Datei ist kein lesbares XML und wurde nicht verarbeitet.',
  doctype:
    'Die Datei enthält eine Dokumenttypdefinition (DOCTYPE); aus Sicherheitsgründen wird sie nicht verarbeitet.',
  otherFile: 'Die Datei ist nicht die der Vorschau. Bitte den Kontoauszug erneut hochladen.',
  book: 'Zahlungen buchen',
  nothingToBook: 'Keine zugeordneten Zahlungen zu buchen.',
  noteOf: (date: string, payer: string | null) => `Kontoauszug ${date}${payer ? `, ${payer}` : ''}`,
  // Why an entry is not (or only partly) matched.
  partial: (open: string) => `Teilzahlung; danach offen: ${open}`,
  currency: (ccy: string) => `Währung ${ccy}: nur Euro-Zahlungen werden zugeordnet.`,
  noAmount: 'Der Betrag der Einzelbuchung fehlt.',
  noDate: 'Das Buchungsdatum fehlt.',
  noNumber: 'Keine Rechnungsnummer im Verwendungszweck.',
  amountOnly: (number: string) =>
    `Keine Rechnungsnummer im Verwendungszweck; der Betrag passt nur zu ${number}.`,
  unknownNumber: (numbers: string) => `Rechnungsnummer ${numbers} ist unbekannt.`,
  severalRuns: (numbers: string) => `Mehrere Rechnungen im Verwendungszweck: ${numbers}.`,
  cancelled: (number: string) => `Rechnung ${number} ist storniert.`,
  alreadyPaid: (number: string) => `Rechnung ${number} ist bereits bezahlt.`,
  tooMuch: (open: string) => `Betrag höher als der offene Betrag (${open}).`,
  booked: 'Bereits gebucht.',
} as const;

/**
 * An entry's outcome: matched (books the open amount), partial (matched, a part payment), ambiguous
 * (a person decides: several runs, too much, paid already, amount only), unmatched (no run), booked
 * (this entry was booked before).
 */
export const STATEMENT_ENTRY_STATES = ['matched', 'partial', 'ambiguous', 'unmatched', 'booked'] as const;
export type StatementEntryState = (typeof STATEMENT_ENTRY_STATES)[number];

export const STATEMENT_ENTRY_STATE_NAMES: Record<StatementEntryState, string> = {
  matched: 'Zugeordnet',
  partial: 'Zugeordnet, Teilzahlung',
  ambiguous: 'Unklar',
  unmatched: 'Nicht zugeordnet',
  booked: 'Bereits gebucht',
};

/** The states booked by 'Zahlungen buchen'. */
export const BOOKABLE_STATES: readonly StatementEntryState[] = ['matched', 'partial'];

/** One credit of the statement as matched (amounts in cents). */
export const StatementEntry = z.object({
  /** The bank's reference of the entry (or a stable hash when it has none). */
  entry_ref: z.string(),
  /** Value date (YYYY-MM-DD). */
  value_date: z.string(),
  amount: z.number(),
  currency: z.string(),
  payer: z.string().nullable(),
  remittance: z.string(),
  state: z.enum(STATEMENT_ENTRY_STATES),
  payment_run_id: z.number().nullable(),
  invoice_number: z.string().nullable(),
  tenant_name: z.string().nullable(),
  /** The run's payment state as it is now (after booking: with what was booked). */
  run_state: z.enum(PAYMENT_STATES).nullable(),
  reason: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const StatementPreview = z.object({
  /** SHA-256 of the file (hex): booking sends it with the same file. */
  file_sha256: z.string(),
  statements: z.number(),
  /** Debits and entries not booked by the bank (pending, information only): not candidates. */
  ignored: z.number(),
  entries: z.array(StatementEntry),
});
export type StatementPreview = z.infer<typeof StatementPreview>;

/** POST book: the same file as the preview's (its text field names its hash). */
export const BookStatementForm = z.object({
  file_sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: BANK_STATEMENT_TEXTS.otherFile }),
});

/** The entries after booking (those booked now are 'booked'), with what was booked now. */
export const BookStatementResponse = StatementPreview.extend({
  booked_count: z.number(),
  booked_amount: z.number(),
});
export type BookStatementResponse = z.infer<typeof BookStatementResponse>;
