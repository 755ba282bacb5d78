/** The order report as an Excel file: the figures with their meaning, the countries, the course over time. */
import { COUNTRY_NAMES, type Country } from '@ausweis/shared/constants';
import { formatDate } from '@ausweis/shared/format';
import {
  type OrderReport,
  REPORT_FIGURES,
  type ReportGroup,
  type ReportPoint,
  type ReportTotals,
} from '@ausweis/shared/schemas/reports';
import { buildWorkbookSheets, type ExcelColumn } from '../../platform/excel';

type Figure = { label: string; hint: string; value: number | null; money: boolean; currency: string };

const COUNTS = new Set<keyof ReportTotals>(['count_all', 'count_all_payed', 'sum_orders', 'hardcopy_count']);

const FIGURE_COLUMNS: ExcelColumn<Figure>[] = [
  { header: 'Kennzahl', kind: 'text', value: (f) => f.label, width: 36 },
  { header: 'Anzahl', kind: 'number', value: (f) => (f.money ? null : f.value) },
  { header: 'Betrag', kind: 'amount', value: (f) => (f.money ? f.value : null), width: 14 },
  { header: 'Währung', kind: 'text', value: (f) => (f.money ? f.currency : '') },
  { header: 'Bedeutung', kind: 'text', value: (f) => f.hint, width: 90 },
];

type CountryRow = ReportGroup & { country_id: string; currency: string };
const COUNTRY_COLUMNS: ExcelColumn<CountryRow>[] = [
  {
    header: 'Land',
    kind: 'text',
    value: (r) => COUNTRY_NAMES[r.country_id as Country] ?? r.country_id,
    width: 16,
  },
  { header: 'Smartphone-Ausweis', kind: 'bool', value: (r) => r.IsOnline, width: 20 },
  { header: 'Plastikkarte', kind: 'bool', value: (r) => r.IsHardcopy, width: 14 },
  { header: 'Mandant zahlt', kind: 'bool', value: (r) => r.TenantPayee, width: 14 },
  { header: 'Anzahl', kind: 'number', value: (r) => r.Count },
  { header: 'Umsatz', kind: 'amount', value: (r) => r.PriceSum, width: 14 },
  { header: 'Währung', kind: 'text', value: (r) => r.currency },
];

const SERIES_COLUMNS = (unit: OrderReport['series_unit']): ExcelColumn<ReportPoint>[] => [
  {
    header: unit === 'day' ? 'Tag' : 'Monat',
    kind: unit === 'day' ? 'date' : 'text',
    value: (p) => p.period,
    width: 14,
  },
  { header: 'Bestätigte Bestellungen', kind: 'number', value: (p) => p.count, width: 24 },
  { header: 'Umsatz', kind: 'amount', value: (p) => p.sum, width: 14 },
  { header: 'Währung', kind: 'text', value: (p) => p.currency },
];

export async function reportWorkbook(r: OrderReport): Promise<{ bytes: Buffer; filename: string }> {
  const figures: Figure[] = r.totals.flatMap((t) =>
    (Object.keys(REPORT_FIGURES) as (keyof typeof REPORT_FIGURES)[]).map((key) => ({
      ...REPORT_FIGURES[key],
      value: t[key],
      money: !COUNTS.has(key),
      currency: t.currency,
    })),
  );
  figures.push(
    {
      label: 'Zeitraum',
      hint: `${formatDate(r.date_from)} bis ${formatDate(r.date_to)}, ohne Testbestellungen`,
      value: null,
      money: false,
      currency: '',
    },
    {
      label: 'Kosten je Plastikkarte',
      hint: 'Herstellungskosten einer Plastikkarte, wie der Betrieb sie eingestellt hat (für die Marge).',
      value: r.card_cost,
      money: true,
      currency: 'EUR',
    },
    {
      label: 'Porto je Plastikkarte',
      hint: 'Porto für den Versand einer Plastikkarte, wie der Betrieb es eingestellt hat (für die Marge).',
      value: r.porto_cost,
      money: true,
      currency: 'EUR',
    },
  );
  const countries = r.values.flatMap((c) =>
    c.data.map((d) => ({ ...d, country_id: c.country_id, currency: c.currency })),
  );
  const bytes = await buildWorkbookSheets([
    { name: 'Übersicht', columns: FIGURE_COLUMNS, rows: figures },
    { name: 'Länder', columns: COUNTRY_COLUMNS, rows: countries },
    { name: 'Verlauf', columns: SERIES_COLUMNS(r.series_unit), rows: r.series },
  ]);
  return { bytes, filename: `Auswertung_Bestellungen_${r.date_from}_${r.date_to}.xlsx` };
}
