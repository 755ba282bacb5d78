/** The files of a print export: the Excel shipping list and the print PDF (one ID-1 page per card), zipped. */
import type { AppContext } from '../../context';
import { type CardRecord, cardsPrintPdf } from '../../platform/card-source';
import { buildWorkbook, type ExcelColumn } from '../../platform/excel';
import { germanIsoDate } from '../../platform/german-date';
import { zipBuffers } from '../../platform/zip';

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

/** The zip 'Export_Bestellungen_<date>.zip' holding 'Bestellungen_<date>.xlsx' and 'Ausweise_<date>.pdf'. */
export async function buildExportZip(
  ctx: AppContext,
  recs: CardRecord[],
): Promise<{ bytes: Buffer; filename: string }> {
  const day = germanIsoDate();
  const [xlsx, pdf] = await Promise.all([
    buildWorkbook('Bestellungen', COLUMNS, recs),
    cardsPrintPdf(ctx, recs),
  ]);
  const bytes = await zipBuffers([
    { name: `Bestellungen_${day}.xlsx`, data: xlsx },
    { name: `Ausweise_${day}.pdf`, data: pdf },
  ]);
  return { bytes, filename: `Export_Bestellungen_${day}.zip` };
}
