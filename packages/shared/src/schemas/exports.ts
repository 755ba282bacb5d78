/**
 * 'Export Bestellungen' (docs/product.md#screens order export, #fields 'Order export row', #api orders list with filter and
 * orders export): the print queue of paid plastic cards and its download (Excel + print PDF, as zip).
 */
import { z } from 'zod';
import { COUNTRIES } from '../constants';
import { MESSAGES } from '../validation/messages';
import { zId, zQueryBool } from '../validation/zod';
import { BULK_MAX } from './cards';
import { DATE_RANGE_TEXTS, DateRange } from './date-range';
import { ExportJob } from './export-jobs';

/**
 * GET list: country (default DE), the date range (whole days in German time: from 00:00:00, to
 * 23:59:59), whether already exported and test orders are included.
 */
export const ExportOrdersQuery = DateRange.extend({
  country_id: z.enum(COUNTRIES).default('DE'),
  include_exported: zQueryBool().default(false),
  include_test: zQueryBool().default(false),
});
export type ExportOrdersQuery = z.input<typeof ExportOrdersQuery>;

/** docs/product.md#fields 'Order export row', plus what the page shows beside it. */
export const ExportOrderRow = z.object({
  order_id: z.number(),
  tenant_id: z.number(),
  country_id: z.string(),
  name: z.string(),
  name2: z.string().nullable(),
  street: z.string(),
  plz: z.string(),
  city: z.string(),
  created_at: z.string(),
  product_type: z.string(),
  validated: z.boolean(),
  is_test: z.boolean(),
  exported_at: z.string().nullable(),
});
export type ExportOrderRow = z.infer<typeof ExportOrderRow>;

/**
 * POST start: a job builds a zip with the Excel list and the print PDF of these orders
 * (only those that qualify: paid plastic cards, validated unless the product exports unvalidated
 * ones) and marks exactly those exported (exported_at, status added_to_pdf) unless dont_export is set.
 */
export const ExportOrdersRequest = z.object({
  order_ids: z.array(zId()).min(1, { error: MESSAGES.required }).max(BULK_MAX),
  dont_export: z.boolean().default(false),
  /** The list showed already exported ones: they are printed again (otherwise they are left out). */
  include_exported: z.boolean().default(false),
});
export type ExportOrdersRequest = z.input<typeof ExportOrdersRequest>;

/** A print export (a job and its file), as the page shows it with its progress; kept PRINT_EXPORT_KEEP_DAYS. */
export const PrintExport = ExportJob.extend({
  /** The orders asked for. */
  requested: z.number(),
  dont_export: z.boolean(),
});
export type PrintExport = z.infer<typeof PrintExport>;

export const EXPORT_TEXTS = {
  title: 'Export Bestellungen',
  nothing: 'Keine der ausgewählten Bestellungen kann gedruckt werden.',
  range: DATE_RANGE_TEXTS.range,
  busy: 'Die Bestellungen wurden gerade anderweitig exportiert. Bitte die Liste neu laden.',
  failed: 'Der Export ist fehlgeschlagen. Bitte erneut starten.',
  unknown: 'Diesen Export gibt es nicht (mehr).',
  gone: 'Die Datei dieses Exports wurde nach Ablauf der Aufbewahrungsfrist gelöscht.',
} as const;
