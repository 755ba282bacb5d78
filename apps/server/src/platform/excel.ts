/**
 * Excel files (exceljs) for exports: one sheet, German headers, real dates (shown DD.MM.YYYY or
 * DD.MM.YYYY HH:mm:ss), booleans as Ja/Nein, money in euros with two decimals.
 */
import type { CellValue } from 'exceljs';

/** exceljs loads on the first workbook, not with the server (it costs start-up time and memory). */
const loadExcel = async () => (await import('exceljs')).default;

/** money: cents shown in euros; amount: cents shown with two decimals (the currency in its own column). */
export type ExcelKind = 'text' | 'number' | 'date' | 'datetime' | 'bool' | 'money' | 'amount';

export interface ExcelColumn<Row> {
  header: string;
  kind: ExcelKind;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
  width?: number;
}

const FORMATS: Partial<Record<ExcelKind, string>> = {
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm:ss',
  money: '#,##0.00 "€"',
  amount: '#,##0.00',
};

/** A date-only string (YYYY-MM-DD) or timestamp as a Date Excel shows in local wall time. */
function toExcelDate(v: unknown, kind: ExcelKind): Date | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return null;
  if (kind === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    // A calendar date: midnight UTC is the same day in every spreadsheet program.
    return new Date(`${v}T00:00:00Z`);
  }
  // Excel has no time zones: write the German wall-clock time as if it were UTC.
  const local = new Date(d.toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

function cellValue<Row>(col: ExcelColumn<Row>, row: Row): CellValue {
  const v = col.value(row);
  switch (col.kind) {
    case 'date':
    case 'datetime':
      return toExcelDate(v, col.kind);
    case 'bool':
      return v ? 'Ja' : 'Nein';
    case 'money':
    case 'amount':
      return typeof v === 'number' ? v / 100 : null;
    case 'number':
      return typeof v === 'number' ? v : v === null || v === undefined || v === '' ? null : Number(v);
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

export interface ExcelSheet<Row> {
  name: string;
  columns: ExcelColumn<Row>[];
  rows: Row[];
}

/** One worksheet with a bold header row, frozen and filterable, as .xlsx bytes. */
export function buildWorkbook<Row>(
  sheetName: string,
  columns: ExcelColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  return buildWorkbookSheets([{ name: sheetName, columns, rows }]);
}

/** Several such worksheets in one .xlsx. */
// biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
export async function buildWorkbookSheets(sheets: ExcelSheet<any>[]): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'Ausweisportal';
  wb.created = new Date();
  for (const { name, columns, rows } of sheets) {
    const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: c.width ?? Math.max(12, c.header.length + 2),
      style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of rows) ws.addRow(columns.map((c) => cellValue(c, row)));
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
