/**
 * The files of a print export: the Excel shipping list and the print PDF (one ID-1 page per card),
 * zipped. The PDF streams into the zip and the zip onto disk as the cards are drawn, so memory stays
 * flat however many cards are printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { CardRecord } from '../../db/card-records';
import { buildWorkbook, type ExcelColumn } from '../../platform/excel';
import { germanIsoDate } from '../../platform/german-date';
import { zipToFile } from '../../platform/zip';
import { cardsPrintPdfStream } from '../card-drawing/public';

const COLUMNS: ExcelColumn<CardRecord>[] = [
  { header: 'Bestell-ID', kind: 'number', value: (r) => r.order.id },
  { header: 'Mandant-ID', kind: 'number', value: (r) => r.tenant.id },
  { header: 'Land', kind: 'text', value: (r) => r.tenant.country_id },
  { header: 'Name', kind: 'text', value: (r) => r.tenant.name, width: 30 },
  { header: 'Name 2', kind: 'text', value: (r) => r.tenant.name2, width: 24 },
  { header: 'Straße', kind: 'text', value: (r) => r.tenant.street, width: 24 },
  { header: 'PLZ', kind: 'text', value: (r) => r.tenant.plz },
  { header: 'Ort', kind: 'text', value: (r) => r.tenant.city, width: 20 },
  { header: 'Bestellt am', kind: 'datetime', value: (r) => r.order.created_at, width: 20 },
  { header: 'Produkt Typ', kind: 'text', value: (r) => r.base.product_type, width: 20 },
];

export interface ExportZip {
  /** The zip in a private temporary folder (mode 0700). */
  path: string;
  size: number;
  filename: string;
  /** Deletes the zip and its folder. */
  remove(): Promise<void>;
}

/**
 * The zip 'Export_Bestellungen_<date>.zip' holding 'Bestellungen_<date>.xlsx' and 'Ausweise_<date>.pdf',
 * written to a temporary file (the caller stores and removes it). Nothing is left behind on failure.
 */
export async function buildExportZip(
  ctx: AppContext,
  recs: CardRecord[],
  onCard?: (done: number) => void,
): Promise<ExportZip> {
  const day = germanIsoDate();
  const dir = await mkdtemp(path.join(tmpdir(), 'ausweis-export-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const xlsx = await buildWorkbook('Bestellungen', COLUMNS, recs);
    const file = path.join(dir, 'export.zip');
    const size = await zipToFile(
      [
        { name: `Bestellungen_${day}.xlsx`, data: xlsx },
        // The PDF's streams are compressed already: deflating them again would cost time, not bytes.
        { name: `Ausweise_${day}.pdf`, data: cardsPrintPdfStream(ctx, recs, onCard), store: true },
      ],
      file,
    );
    return { path: file, size, filename: `Export_Bestellungen_${day}.zip`, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
