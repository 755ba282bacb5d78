/**
 * Exports of all cards matching the card list's filters (docs/product.md#card-export): more than a page, built by a job
 * with its progress, then downloaded (or mailed, Excel only) like the selection's exports.
 */
import { z } from 'zod';
import { RETENTION } from '../constants';
import { FindCardsRequest } from './dashboard';
import { ExportJob } from './export-jobs';

/** excel: the Excel list; images: a zip of it with the photos; mail: the Excel list by mail. */
export const CARD_EXPORT_KINDS = ['excel', 'images', 'mail'] as const;
export type CardExportKind = (typeof CARD_EXPORT_KINDS)[number];

/** POST start: the list's filters, sort and archive switch, and what to make of the cards. */
export const StartCardExportRequest = FindCardsRequest.pick({
  filters: true,
  sorts: true,
  use_archive: true,
}).extend({ kind: z.enum(CARD_EXPORT_KINDS) });
export type StartCardExportRequest = z.input<typeof StartCardExportRequest>;

/** An export of all matches, as the list shows it with its progress; kept RETENTION.cardExportDays. */
export const CardExport = ExportJob.extend({ kind: z.enum(CARD_EXPORT_KINDS) });
export type CardExport = z.infer<typeof CardExport>;

export const CARD_EXPORT_TEXTS = {
  menu: 'Alle Treffer exportieren',
  /** The menu's choices. */
  kinds: {
    excel: 'Alle Treffer exportieren (Excel)',
    images: 'Alle Treffer exportieren (inkl. Bilder)',
    mail: 'Alle Treffer exportieren (Excel als Mail)',
  } satisfies Record<CardExportKind, string>,
  /** What a started export is called. */
  names: {
    excel: 'Excel-Export aller Treffer',
    images: 'Export aller Treffer mit Fotos',
    mail: 'Excel-Export aller Treffer per E-Mail',
  } satisfies Record<CardExportKind, string>,
  nothing: 'Keine Ausweise entsprechen den Filtern.',
  unknown: 'Diesen Export gibt es nicht (mehr).',
  gone: `Die Datei dieses Exports wurde nach ${RETENTION.cardExportDays === 1 ? 'einem Tag' : `${RETENTION.cardExportDays} Tagen`} gelöscht.`,
  failed: 'Der Export ist fehlgeschlagen. Bitte erneut starten.',
  started: 'Export gestartet.',
  mailed: 'Der Export wurde Ihnen per E-Mail gesendet.',
} as const;
