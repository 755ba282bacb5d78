/**
 * 'In der Einrichtung drucken': a tenant with its own card printer prints the plastic cards of its
 * products marked 'Druck in der Einrichtung' itself, as an ID-1 (CR80, 85.6 × 54 mm) PDF with front
 * and back of each card one after the other (for duplex card printers), moved by the tenant's
 * calibration offset. The print is recorded on the cards like the operator's print export.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { zId } from '../validation/zod';

/** At most this many cards per print: a card printer's hopper, and the PDF is built in memory. */
export const SCHOOL_PRINT_MAX = 200;
/** How far the calibration may move the print, in mm either way. */
export const PRINT_OFFSET_MAX_MM = 5;

const offset = () =>
  z
    .number({ error: 'Bitte eine Zahl in Millimetern eingeben.' })
    .min(-PRINT_OFFSET_MAX_MM, { error: `Höchstens ${PRINT_OFFSET_MAX_MM} mm in jede Richtung.` })
    .max(PRINT_OFFSET_MAX_MM, { error: `Höchstens ${PRINT_OFFSET_MAX_MM} mm in jede Richtung.` });

/** The tenant's printer calibration (mm, right and down positive). */
export const PrintOffsetValues = z.object({ offset_x_mm: offset(), offset_y_mm: offset() });
export type PrintOffsetValues = z.infer<typeof PrintOffsetValues>;

/** GET settings: whether the tenant prints at school at all, and its calibration. */
export const SchoolPrintSettings = PrintOffsetValues.extend({ available: z.boolean() });
export type SchoolPrintSettings = z.infer<typeof SchoolPrintSettings>;

/** POST print: the cards (one, a replacement, or a selection) and the calibration, saved for next time. */
export const SchoolPrintRequest = PrintOffsetValues.extend({
  order_ids: z
    .array(zId())
    .min(1, { error: MESSAGES.required })
    .max(SCHOOL_PRINT_MAX, { error: `Bitte höchstens ${SCHOOL_PRINT_MAX} Ausweise auf einmal drucken.` }),
});
export type SchoolPrintRequest = z.input<typeof SchoolPrintRequest>;

export const SCHOOL_PRINT_TEXTS = {
  action: 'In der Einrichtung drucken',
  single: 'Karte in der Einrichtung drucken',
  title: 'Ausweise in der Einrichtung drucken',
  intro: (n: number) =>
    `${n === 1 ? 'Ein Ausweis wird' : `${n} Ausweise werden`} als PDF im Kartenformat CR80 (85,6 × 54 mm) erstellt: je Karte Vorder- und Rückseite nacheinander, für Kartendrucker mit beidseitigem Druck.`,
  recorded: 'Der Druck wird am Ausweis vermerkt, wie ein Druckexport des Ausweisportals.',
  offsetX: 'Versatz nach rechts (mm)',
  offsetY: 'Versatz nach unten (mm)',
  offsetHint: `Sitzt der Druck verschoben, hier ausgleichen (negative Werte: nach links oder oben; höchstens ${PRINT_OFFSET_MAX_MM} mm). Die Werte werden für die Einrichtung gespeichert.`,
  submit: 'PDF erstellen',
  done: 'Druckdatei erstellt',
  nothing:
    'Keiner der ausgewählten Ausweise kann in der Einrichtung gedruckt werden: nur bezahlte, nicht gelöschte Plastikkarten eines Produkts mit „Druck in der Einrichtung“.',
  fileName: (day: string) => `Ausweise_Einrichtung_${day}.pdf`,
} as const;
