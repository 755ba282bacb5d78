/**
 * Reads an uploaded class list into rows of text: CSV (';', ',' or tab, UTF-8 with or without BOM, or
 * Windows-1252 as older Excel versions save it) or .xlsx (exceljs; dates as real dates or as text).
 * An .xlsx is a zip: its directory is checked like the photos' ZIP before exceljs unpacks it.
 */
import { CLASS_IMPORT_LIMITS, CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { readWorkbook } from '../../platform/excel';
import { listZip, ZipRefused } from '../../platform/zip-read';

const FIELD = 'list_file';
const refuse = (message: string) => badRequest(message, FIELD);

/** UTF-8 (a BOM is dropped); bytes that are no UTF-8 are read as Windows-1252 (Excel's 'CSV'). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: the most frequent of ';', ',' and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  try {
    return parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw refuse(`Die CSV-Datei konnte nicht gelesen werden${line ? ` (Zeile ${line})` : ''}.`);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates TT.MM.JJJJ, links and formulas as what they show. */
export function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  // Excel dates are calendar days at midnight UTC.
  if (v instanceof Date) return `${two(v.getUTCDate())}.${two(v.getUTCMonth() + 1)}.${v.getUTCFullYear()}`;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return cellText(v.text as CellValue);
    if ('result' in v) return cellText(v.result as CellValue);
    return '';
  }
  return String(v);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    await listZip(bytes, {
      entries: 1000,
      unpackedBytes: 20 * CLASS_IMPORT_LIMITS.listBytes,
      ratio: CLASS_IMPORT_LIMITS.ratio,
    });
  } catch (err) {
    if (err instanceof ZipRefused && err.reason === 'bomb') throw refuse(CLASS_IMPORT_TEXTS.zipBomb);
    throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
  }
  let rows: CellValue[][];
  try {
    rows = await readWorkbook(bytes);
  } catch {
    throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
  }
  // exceljs leaves holes for empty cells.
  return rows.map((r) => Array.from(r, (c) => cellText(c).trim())).filter((r) => r.some((c) => c !== ''));
}

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/** The list's rows (header first), by file type; a German 400 for anything else. */
export async function readListFile(file: UploadedFile | undefined): Promise<string[][]> {
  if (!file) throw refuse(CLASS_IMPORT_TEXTS.listMissing);
  if (file.bytes.length > CLASS_IMPORT_LIMITS.listBytes) throw refuse(CLASS_IMPORT_TEXTS.listTooLarge);
  const name = file.filename.toLowerCase();
  let rows: string[][];
  if (name.endsWith('.xlsx')) {
    if (!isZip(file.bytes)) throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
    rows = await readXlsx(file.bytes);
  } else if (name.endsWith('.csv') || name.endsWith('.txt')) {
    rows = readCsv(file.bytes);
  } else {
    throw refuse(CLASS_IMPORT_TEXTS.listType);
  }
  if (rows.length < 2) throw refuse(CLASS_IMPORT_TEXTS.listEmpty);
  return rows;
}
