/**
 * A tenant's 'Datenschutz': the deletion periods in force (from the running server's configuration),
 * the last runs of the retention job with what each deleted, and the processing record as a PDF.
 */
import { z } from 'zod';
import { zId } from '../validation/zod';

/** One kind of data and how long it is kept, both in German ('Druckexporte', '14 Tage nach …'). */
export const RetentionPeriod = z.object({
  data: z.string(),
  period: z.string(),
});
export type RetentionPeriod = z.infer<typeof RetentionPeriod>;

/** One run of the retention job: when, and how many rows each rule handled (RETENTION_COUNT_LABELS). */
export const RetentionRun = z.object({
  id: z.number().int(),
  started_at: z.string(),
  ended_at: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type RetentionRun = z.infer<typeof RetentionRun>;

export const RetentionOverview = z.object({
  periods: z.array(RetentionPeriod),
  /** The last runs, newest first. */
  runs: z.array(RetentionRun),
});
export type RetentionOverview = z.infer<typeof RetentionOverview>;

/** The tenant whose processing record is asked for (the selected one; any other is not found). */
export const ProcessingRecordQuery = z.object({ tenant_id: zId() });
export type ProcessingRecordQuery = z.infer<typeof ProcessingRecordQuery>;

/** What a retention run's counts mean, in German; a count of another name shows its name. */
export const RETENTION_COUNT_LABELS: Record<string, string> = {
  anonymised: 'Ausweise anonymisiert',
  archived: 'Ausweise archiviert',
  errorLogs: 'Fehlerprotokolle',
  printExports: 'Druckexporte',
  cardExports: 'Ausweis-Exporte',
  orderLinks: 'Bestell-Links',
  classImports: 'Klassenlisten-Importe',
  auditEvents: 'Protokolleinträge',
  auditCheckpoints: 'Protokoll-Prüfpunkte',
  endedCards: 'Sperrlisten-Einträge',
};

/** How many retention runs the 'Datenschutz' section lists. */
export const RETENTION_RUNS_SHOWN = 10;

export const PRIVACY_TEXTS = {
  section: 'Datenschutz',
  recordTitle: 'Verzeichnis von Verarbeitungstätigkeiten',
  download: 'Verzeichnis von Verarbeitungstätigkeiten (PDF)',
  downloadFailed: 'Das Verzeichnis konnte nicht heruntergeladen werden.',
  tenantNotFound: 'Mandant nicht gefunden.',
} as const;
