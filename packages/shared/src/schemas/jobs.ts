/** 'Hintergrundaufgaben': background jobs that failed after all their retries. */
import { z } from 'zod';

/** The German name of each job queue (the server's queue names never reach a screen). */
export const JOB_NAMES: Record<string, string> = {
  'mail.send': 'E-Mail versenden',
  'retention.run': 'Löschfristen anwenden',
  'print-export': 'Export Bestellungen (Druck)',
  'card-export': 'Alle Treffer exportieren (Liste Ausweise)',
  'card-render': 'Ausweis für die Ausweis-App zeichnen',
  'renewal.remind': 'Erinnerungen zur Verlängerung versenden',
  'invoice.remind': 'Zahlungserinnerungen versenden',
  'class-import-check': 'Klassenliste prüfen (Fotos)',
  'class-import': 'Klassenliste importieren (Ausweise anlegen)',
};
export const jobName = (queue: string) => JOB_NAMES[queue] ?? 'Andere Aufgabe';

export const FailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  attempts: z.number(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const JOB_TEXTS = {
  title: 'Hintergrundaufgaben',
  intro:
    'Aufgaben, die auch nach allen Wiederholungen fehlgeschlagen sind (die neuesten 50). Die technische Meldung steht im Server-Protokoll.',
  none: 'Keine fehlgeschlagenen Aufgaben.',
} as const;
