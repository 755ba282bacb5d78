/**
 * 'Klassenliste importieren' (docs/product.md#class-import): an Admin uploads a class list (CSV or Excel) and optionally a
 * ZIP of photos; the server checks every row with the order form's rules and shows a preview; after the
 * Admin confirms, a job creates the cards. Who pays is chosen per import: the institution ('tenant':
 * tenant-paid orders, billed by the invoice run) or the families ('families': a personal order link per
 * row by e-mail, the order page prefilled, some fields read-only as the Admin chose; the family adds
 * photo and signature and pays).
 */
import { z } from 'zod';
import { byField, PERSON_FIELD_KEYS, PERSON_FIELDS, type PersonFieldKey } from '../person-fields';
import { zFormBool, zFormJson } from '../validation/form-data';
import { requiredError, zId } from '../validation/zod';
import { zFamilyRemindDays } from './family-link-status';
import type { OrderLinkField } from './order-link-texts';
import { PaginationRequest } from './pagination';

export const CLASS_IMPORT_MODES = ['tenant', 'families'] as const;
export type ClassImportMode = (typeof CLASS_IMPORT_MODES)[number];

/**
 * checking: the photos are being checked (a job); preview: ready to be confirmed; queued/running: the
 * cards are being created (a job); done: every row became a card or is listed as refused; failed: the
 * job failed for good (rows created before stay, each with its card).
 */
export const CLASS_IMPORT_STATUSES = ['checking', 'preview', 'queued', 'running', 'done', 'failed'] as const;
export type ClassImportStatus = (typeof CLASS_IMPORT_STATUSES)[number];

/** Which cards each row orders: the choices the product offers. */
export const CARD_CHOICES = ['online', 'hardcopy', 'both'] as const;
export type CardChoiceKey = (typeof CARD_CHOICES)[number];

export const cardChoiceOf = (key: CardChoiceKey) => ({
  is_online: key !== 'hardcopy',
  is_hardcopy: key !== 'online',
});

/** none: no ZIP given; missing: no photo in the ZIP; pending: not checked yet; ok; refused (see photo_problem). */
export const PHOTO_STATUSES = ['none', 'missing', 'pending', 'ok', 'refused'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/**
 * A row in the preview: create (no problem), refuse, or match (a sync's row of a pupil who has a card);
 * after the import: created, refused or matched.
 */
export const ROW_OUTCOMES = ['create', 'refuse', 'match', 'created', 'refused', 'matched'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** The fields a column of the list can fill: every person field. */
export const CLASS_IMPORT_MAPPING_FIELDS = PERSON_FIELD_KEYS;

/**
 * The Admin's correction of the preview's mapping: per field the column's index (in the preview's
 * `columns`), or null to leave the field empty ('nicht übernehmen'). Fields left out keep the guess.
 */
export const ClassImportMapping = z.partialRecord(
  z.enum(CLASS_IMPORT_MAPPING_FIELDS),
  z.number().int().min(0).max(199).nullable(),
  { error: 'Die Zuordnung der Spalten ist ungültig.' },
);
export type ClassImportMapping = z.infer<typeof ClassImportMapping>;

/**
 * The upload (multipart): the product, the cards to order, the list as list_file (a SchILD-NRW
 * Schnittstelle's second file, SchuelerZusatzdaten.dat, as list_file_2), photos as photos_file; with
 * `mapping` (JSON) the same files again with the Admin's choice of columns.
 */
export const StartClassImportForm = z.object({
  tenant_product_id: zId(),
  card_choice: z.enum(CARD_CHOICES, requiredError),
  mapping: zFormJson(ClassImportMapping).optional(),
  /** 'Abgleich': the list is the whole roll of the product (see ClassImportSyncDiff). */
  sync: zFormBool().optional(),
});

/** A field of the preview's mapping: the column it is taken from (null: left empty). */
export const ClassImportFieldColumn = z.object({
  field: z.enum(CLASS_IMPORT_MAPPING_FIELDS),
  /** The field's name for the product. */
  label: z.string(),
  /** Nachname and Vorname must come from a column; the others may be left empty. */
  required: z.boolean(),
  column: z.number().nullable(),
});
export type ClassImportFieldColumn = z.infer<typeof ClassImportFieldColumn>;

/** The families' mode: fields of the order page the family cannot change unless the Admin chooses otherwise. */
export const FAMILY_READ_ONLY_DEFAULT: readonly FamilyReadOnlyField[] = [
  'familyname',
  'forname',
  'birthday',
  'external_department',
  'external_id',
];

/** The person fields every class list has: shown per row, and offered as read-only in the families' mode. */
export const CLASS_IMPORT_ROW_FIELDS = [
  'familyname',
  'forname',
  'birthday',
  'external_department',
  'external_id',
  'email',
] as const satisfies readonly (PersonFieldKey & OrderLinkField)[];
export type ClassImportRowField = (typeof CLASS_IMPORT_ROW_FIELDS)[number];
export type FamilyReadOnlyField = ClassImportRowField;

/** The fields the confirm step offers as read-only, with their German names (as the order page has them). */
export const FAMILY_READ_ONLY_CHOICES = byField(CLASS_IMPORT_ROW_FIELDS, (f) => PERSON_FIELDS[f].orderLabel);
const FAMILY_READ_ONLY_FIELDS: readonly [FamilyReadOnlyField, ...FamilyReadOnlyField[]] =
  CLASS_IMPORT_ROW_FIELDS;
/** The choosable fields among stored field names (a text[] column). */
export const familyReadOnlyOf = (names: readonly string[]): FamilyReadOnlyField[] =>
  names.filter((f): f is FamilyReadOnlyField => Object.hasOwn(FAMILY_READ_ONLY_CHOICES, f));

export const ConfirmClassImportRequest = z.object({
  mode: z.enum(CLASS_IMPORT_MODES, requiredError),
  /**
   * The cards are marked checked ('Validiert') by the confirming Admin. Only when the institution pays:
   * the families' orders are checked like every order from the order page (true is refused then).
   */
  validate: z.boolean(requiredError),
  /** The access mail goes to each holder's e-mail address (the institution pays; the families' link mail always goes). */
  send_mails: z.boolean(requiredError),
  /**
   * The families' mode: the order form fields the family cannot change on the order page (of
   * FAMILY_READ_ONLY_FIELDS; FAMILY_READ_ONLY_DEFAULT when left out). Ignored when the institution pays.
   */
  read_only: z
    .array(
      z.enum(FAMILY_READ_ONLY_FIELDS, {
        error: 'Unbekanntes Feld in der Auswahl der nicht änderbaren Angaben.',
      }),
      { error: 'Bitte wählen Sie die nicht änderbaren Angaben als Liste.' },
    )
    .max(FAMILY_READ_ONLY_FIELDS.length)
    .optional(),
  /** The families' mode: 'Erinnerung nach … Tagen' for links not ordered yet (0: none; FAMILY_REMIND_DAYS_DEFAULT). */
  remind_days: zFamilyRemindDays().optional(),
  /** A sync ('Abgleich') ending more than a third of the product's cards: asked a second time. */
  confirm_mass_end: z.boolean().optional(),
});
export type ConfirmClassImportRequest = z.input<typeof ConfirmClassImportRequest>;

export const ClassImportTemplateQuery = z.object({ tenant_product_id: zId() });
export const ClassImportIdQuery = z.object({ id: zId() });

/** The rows, paged; filter `outcome`: 'create', 'refuse' or 'match' (a sync's pupils with a card), each exactly its rows. */
export const FindClassImportRowsRequest = PaginationRequest;
export type FindClassImportRowsRequest = z.input<typeof FindClassImportRowsRequest>;

/** The fields a sync ('Abgleich') changes on a matched card, with their German names. */
export const SYNC_FIELD_LABELS = {
  external_department: 'Klasse',
  familyname: 'Nachname',
  forname: 'Vorname',
  email: 'E-Mail',
} as const;
export type SyncField = keyof typeof SYNC_FIELD_LABELS;
const SYNC_FIELDS = Object.keys(SYNC_FIELD_LABELS) as [SyncField, ...SyncField[]];

/**
 * A sync's ('Abgleich') preview: the list is the product's whole roll. Rows matching no card are new
 * (the rows' outcomes say what is created); matched cards change (old → new per field) or stay; live
 * cards matched by no row are ended; ambiguous matches are shown and changed nothing.
 */
export const ClassImportSyncDiff = z.object({
  /** The product's live cards at the upload. */
  live_cards: z.number(),
  added: z.number(),
  unchanged: z.number(),
  changed: z.array(
    z.object({
      card_id: z.number(),
      row_no: z.number(),
      name: z.string(),
      changes: z.array(z.object({ field: z.enum(SYNC_FIELDS), old: z.string(), new: z.string() })),
    }),
  ),
  left: z.array(z.object({ card_id: z.number(), name: z.string(), department: z.string() })),
  ambiguous: z.array(
    z.object({ row_nos: z.array(z.number()), card_ids: z.array(z.number()), why: z.string() }),
  ),
});
export type ClassImportSyncDiff = z.infer<typeof ClassImportSyncDiff>;

/** Does a sync end more than a third of the product's live cards (then confirmed a second time)? */
export const isMassEnd = (ending: number, liveCards: number) => ending * 3 > liveCards;

export const ClassImport = z.object({
  id: z.number(),
  status: z.enum(CLASS_IMPORT_STATUSES),
  tenant_product_id: z.number(),
  product_type: z.string(),
  /**
   * The product has the holder sign on the order page: the cards the institution pays for are made
   * without a signature (the card shows none); the families sign when they order through their link.
   */
  needs_student_sign: z.boolean(),
  filename: z.string(),
  photos_filename: z.string().nullable(),
  card_choice: z.enum(CARD_CHOICES),
  mode: z.enum(CLASS_IMPORT_MODES).nullable(),
  validate: z.boolean(),
  send_mails: z.boolean(),
  /** The families' mode: the order page's fields the family cannot change (empty otherwise). */
  read_only: z.array(z.enum(FAMILY_READ_ONLY_FIELDS)),
  /** Rows of the list; photos checked so far (status checking); rows worked on so far (running). */
  total: z.number(),
  checked: z.number(),
  done: z.number(),
  /** Rows that will be created (preview: when the institution pays) or were (done), and those refused. */
  ok_count: z.number(),
  refused_count: z.number(),
  /** Preview: rows that get a personal order link when the families pay (the photo is not needed). */
  family_ok_count: z.number(),
  /** The families' mode: days after which a link not ordered yet gets its one reminder (0: none). */
  remind_days: z.number(),
  /** Columns of the file that match no field (left out). */
  ignored_columns: z.array(z.string()),
  /** The school software's export the list was recognised as (German name); null: a list with a header row. */
  format: z.string().nullable(),
  /** The list's columns (headings, or the format's names for a file without), as `mapping` counts them. */
  columns: z.array(z.string()),
  /** Per field of the product, the column it was taken from. */
  mapping: z.array(ClassImportFieldColumn),
  /** A sync ('Abgleich'): its preview as uploaded (null otherwise). */
  sync: ClassImportSyncDiff.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ClassImport = z.infer<typeof ClassImport>;

/** An import in the list of the tenant's recent ones ('Letzte Importe'). */
export const ClassImportListItem = ClassImport.pick({
  id: true,
  status: true,
  product_type: true,
  filename: true,
  photos_filename: true,
  mode: true,
  total: true,
  created_at: true,
});
export type ClassImportListItem = z.infer<typeof ClassImportListItem>;

/** How many recent imports the list shows (retention deletes imports after RETENTION.classImportDays). */
export const RECENT_CLASS_IMPORTS = 20;

/** An import's state in German, for the list of recent imports. */
export const CLASS_IMPORT_STATUS_TEXTS: Record<ClassImportStatus, string> = {
  checking: 'Fotos werden geprüft',
  preview: 'Vorschau, noch nicht bestätigt',
  queued: 'Wartet auf den Start',
  running: 'Läuft',
  done: 'Abgeschlossen',
  failed: 'Fehlgeschlagen',
};

export const ClassImportRow = z.object({
  id: z.number(),
  /** The line in the file (the header is line 1). */
  row_no: z.number(),
  ...byField(CLASS_IMPORT_ROW_FIELDS, () => z.string()),
  photo: z.enum(PHOTO_STATUSES),
  /** Preview: when the institution pays; once confirmed: what happened in the chosen mode. */
  outcome: z.enum(ROW_OUTCOMES),
  /** Preview: the outcome when the families pay (create: a personal order link is mailed). */
  family_outcome: z.enum(ROW_OUTCOMES),
  /** Every reason the row is refused, and notes (the families' photo, the link's address), in German. */
  problems: z.array(z.string()),
  order_id: z.number().nullable(),
});
export type ClassImportRow = z.infer<typeof ClassImportRow>;

/** Is the import still being worked on by a job (the page asks again)? */
export const isClassImportBusy = (i: Pick<ClassImport, 'status'> | undefined) =>
  i?.status === 'checking' || i?.status === 'queued' || i?.status === 'running';

export const CLASS_IMPORT_MAX_ROWS = 5000;
/** The photos' ZIP: its size, its entries and what they may unpack to (zip bombs). */
export const CLASS_IMPORT_LIMITS = {
  listBytes: 10 * 1024 * 1024,
  zipBytes: 200 * 1024 * 1024,
  zipEntries: 10_000,
  zipUnpackedBytes: 1024 * 1024 * 1024,
  /** One photo unpacked (the order page's upload limit). */
  photoBytes: 10 * 1024 * 1024,
  /** Unpacked size / packed size of an entry; photos hardly compress at all. */
  ratio: 100,
  /**
   * An .xlsx list unpacked (all its parts): 5,000 rows of a class list take about 5 MB; a file that
   * would unpack to more is refused before anything is inflated.
   */
  listUnpackedBytes: 50 * 1024 * 1024,
  /** Filled cells of the list's sheet, and its widest row: a class list has about a dozen columns. */
  listCells: 250_000,
  listColumns: 200,
  /** Reading a list (in a worker thread) taking longer than this is given up. */
  listSeconds: 60,
} as const;

/** A row's problems as one text: each a sentence (validation messages come without a full stop). */
export const problemsText = (problems: readonly string[]) =>
  problems
    .map((p) => p.trim())
    .map((p) => (/[.!?“”"]$/.test(p) ? p : `${p}.`))
    .join(' ');

export const CLASS_IMPORT_TEXTS = {
  title: 'Klassenliste importieren',
  unknown: 'Diesen Import gibt es nicht.',
  familiesNoValidate:
    'Wenn die Familien bezahlen, wird jede Bestellung wie eine Bestellung über die Bestellseite geprüft; „validiert markieren“ ist dann nicht möglich.',
  familiesTenantPays:
    'Bei diesem Produkt bezahlt laut Einstellung die Einrichtung jede Bestellung. Die Familien können daher nicht selbst bezahlen; bitte wählen Sie „Die Einrichtung bezahlt“.',
  tenantWithoutSign:
    'Bei diesem Produkt unterschreibt der Karteninhaber auf der Bestellseite. Wenn die Einrichtung bezahlt, werden die Ausweise ohne Unterschrift angelegt und zeigen keine. Wenn die Familien bezahlen, unterschreiben sie beim Bestellen.',
  familiesNoEmail: 'Ohne E-Mail-Adresse kann kein persönlicher Bestell-Link gesendet werden.',
  linkSent: (email: string) => `Bestell-Link gesendet an ${email}.`,
  notPreview: 'Dieser Import wurde bereits bestätigt.',
  stillChecking: 'Die Fotos werden noch geprüft. Bitte warten Sie, bis die Vorschau fertig ist.',
  nothingToCreate:
    'Keine Zeile kann angelegt werden. Bitte korrigieren Sie die Datei und laden Sie sie neu hoch.',
  listMissing: 'Bitte wählen Sie die Klassenliste (CSV oder Excel) aus.',
  listType:
    'Die Klassenliste muss eine CSV-Datei (.csv, .txt), eine Excel-Datei (.xlsx) oder eine SchILD-NRW-Schnittstellendatei (.dat) sein.',
  /** Not a class list of any kind (the reason follows). */
  notAList: (why: string) => `Diese Datei ist keine Klassenliste: ${why}`,
  notAListNoNames: 'Sie enthält keine Spalten für Nachname und Vorname.',
  notAListText: 'Sie enthält keine Tabelle (keine Trennzeichen wie ; , | oder Tabulator).',
  twoFilesOnlySchild:
    'Zwei Dateien werden nur als SchILD-NRW-Schnittstelle gelesen (SchuelerBasisdaten.dat und SchuelerZusatzdaten.dat). Bitte laden Sie sonst nur eine Klassenliste hoch.',
  listTextUnreadable: 'Die Klassenliste konnte nicht gelesen werden. Bitte speichern Sie sie erneut als CSV.',
  mappingColumn: 'Die gewählte Spalte gibt es in dieser Datei nicht.',
  mappingRequired: (label: string) => `Bitte wählen Sie die Spalte für „${label}“.`,
  /** The preview's note on the recognised export. */
  formatRecognised: (name: string) => `${name} erkannt`,
  mappingSkip: 'nicht übernehmen',
  listTooLarge: `Die Klassenliste ist zu groß (höchstens ${CLASS_IMPORT_LIMITS.listBytes / 1024 / 1024} MB).`,
  listUnreadable: 'Die Excel-Datei konnte nicht gelesen werden. Bitte speichern Sie sie erneut als .xlsx.',
  listEmpty: 'Die Klassenliste enthält keine Zeilen unter der Kopfzeile.',
  listBomb:
    'Die Excel-Datei wird abgelehnt: Sie würde entpackt viel zu groß (möglicherweise eine „ZIP-Bombe“). Bitte speichern Sie nur die Klassenliste als .xlsx.',
  listTooManyCells: `Die Klassenliste hat zu viele ausgefüllte Zellen oder Spalten (höchstens ${CLASS_IMPORT_LIMITS.listCells.toLocaleString('de-DE')} Zellen und ${CLASS_IMPORT_LIMITS.listColumns} Spalten).`,
  listTooSlow:
    'Die Klassenliste konnte nicht rechtzeitig gelesen werden. Bitte laden Sie eine kleinere Datei hoch.',
  tooManyRows: `Die Klassenliste hat zu viele Zeilen (höchstens ${CLASS_IMPORT_MAX_ROWS.toLocaleString('de-DE')}).`,
  missingColumns: (names: string[]) =>
    `In der Kopfzeile fehlen Spalten: ${names.join(', ')}. Bitte verwenden Sie die Vorlage.`,
  doubleColumn: (name: string) => `Die Spalte „${name}“ kommt in der Kopfzeile mehrfach vor.`,
  zipType: 'Die Fotos müssen als ZIP-Datei (.zip) hochgeladen werden.',
  zipTooLarge: `Die ZIP-Datei ist zu groß (höchstens ${CLASS_IMPORT_LIMITS.zipBytes / 1024 / 1024} MB).`,
  zipUnreadable: 'Die ZIP-Datei konnte nicht gelesen werden. Bitte erstellen Sie sie neu.',
  zipTooManyEntries: `Die ZIP-Datei enthält zu viele Dateien (höchstens ${CLASS_IMPORT_LIMITS.zipEntries.toLocaleString('de-DE')}).`,
  zipBomb: 'Die ZIP-Datei wird abgelehnt: Sie würde entpackt viel zu groß (möglicherweise eine „ZIP-Bombe“).',
  zipBadPath: (name: string) => `Die ZIP-Datei enthält einen unzulässigen Dateipfad: „${name}“.`,
  zipNotImage: (name: string) =>
    `Die ZIP-Datei enthält eine Datei, die kein Foto ist: „${name}“ (erlaubt sind .jpg, .jpeg und .png).`,
  zipEncrypted: 'Die ZIP-Datei ist verschlüsselt. Bitte packen Sie die Fotos ohne Passwort.',
  photoMissing: 'Foto fehlt: In der ZIP-Datei gibt es kein Foto mit der Externen ID oder „Nachname_Vorname“.',
  photoNone: 'Foto fehlt: Es wurde keine ZIP-Datei mit Fotos hochgeladen.',
  photoTwice: 'Zu dieser Zeile passen mehrere Fotos in der ZIP-Datei.',
  photoPrefix: 'Foto',
  duplicateInFile: (row: number) => `Doppelt in der Datei (wie Zeile ${row}).`,
  linkAlreadySent: (lastDay: string) =>
    `Für diese Person wurde bereits mit einem früheren Import ein Bestell-Link gesendet, der noch bis ${lastDay} gilt.`,
  duplicateCard: (id: number) =>
    `Für diese Person gibt es bereits einen Ausweis dieses Produkts (Nr. ${id}).`,
  failed: 'Der Import ist fehlgeschlagen. Bereits angelegte Ausweise bleiben bestehen.',
  /** Starting an import of a product the tenant does not have (404). */
  productUnknown: 'Dieses Produkt gibt es nicht.',
  /** A confirmed import whose product vanished before its rows were written (each row's refusal). */
  productGone: 'Das Produkt kann nicht mehr bestellt werden.',
  outcomes: {
    create: 'Wird angelegt',
    refuse: 'Abgelehnt',
    match: 'Wird abgeglichen',
    created: 'Angelegt',
    refused: 'Abgelehnt',
    matched: 'Abgeglichen',
  } satisfies Record<RowOutcome, string>,
  /** The outcomes when the families pay. */
  familyOutcomes: {
    create: 'Bestell-Link wird gesendet',
    refuse: 'Abgelehnt',
    match: 'Wird abgeglichen',
    created: 'Bestell-Link gesendet',
    refused: 'Abgelehnt',
    matched: 'Abgeglichen',
  } satisfies Record<RowOutcome, string>,
  modes: {
    tenant: 'Die Einrichtung bezahlt (Abrechnung über den Rechnungslauf)',
    families: 'Die Familien bezahlen (persönlicher Bestell-Link per E-Mail)',
  } satisfies Record<ClassImportMode, string>,
  choices: {
    online: 'Smartphone-Ausweis',
    hardcopy: 'Plastikkarte',
    both: 'Smartphone-Ausweis und Plastikkarte',
  } satisfies Record<CardChoiceKey, string>,
  choiceNotOffered: 'Dieses Produkt bietet diese Ausweisart nicht an.',
  syncAmbiguousCards: 'Die Zeile passt zu mehreren Ausweisen.',
  syncAmbiguousRows: 'Mehrere Zeilen passen zu demselben Ausweis.',
  /** A row of a sync that matched an ambiguous card or several cards: changed nothing. */
  syncAmbiguousRow:
    'Nicht eindeutig: Die Zeile passt zu mehreren Ausweisen oder mehrere Zeilen zu einem Ausweis; nichts wurde geändert.',
  syncMatched: (id: number) => `Abgeglichen mit Ausweis Nr. ${id}.`,
  syncMassEnd: (n: number, m: number) =>
    `Es würden ${n} von ${m} Ausweisen beendet. Bitte bestätigen Sie den Abgleich ein zweites Mal.`,
} as const;

/** Multipart text fields of the upload, as strings (the web's FormData). */
export const startClassImportFields = (
  v: Pick<z.input<typeof StartClassImportForm>, 'tenant_product_id' | 'card_choice'> & { sync?: boolean },
) => ({
  tenant_product_id: String(v.tenant_product_id),
  card_choice: v.card_choice,
  ...(v.sync ? { sync: 'true' } : {}),
});
