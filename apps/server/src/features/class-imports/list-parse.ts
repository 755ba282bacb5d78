/**
 * Reads a class list's bytes into rows of text, in the list worker (list-file-worker.ts): text (';', ',',
 * '|' or tab; the encodings of list-encoding.ts) as .csv, .txt or .dat, or .xlsx, read as
 * a stream with limits. An .xlsx is a zip: its directory is checked first (entries, declared unpacked
 * size, compression ratio), then only the parts a sheet needs are inflated, one after the other, and
 * handed to exceljs's streaming reader; rows and filled cells are counted while the sheet streams, and
 * the first one too many stops the reading. So a small file that unpacks to hundreds of megabytes is
 * refused before it costs memory or time.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  CLASS_IMPORT_LIMITS,
  CLASS_IMPORT_MAX_ROWS,
  CLASS_IMPORT_TEXTS,
} from '@ausweis/shared/schemas/class-imports';
import { parse } from 'csv-parse/sync';
import type { CellValue, Row } from 'exceljs';
import { listZip, ZipRefused, zipEntryStreams } from '../../platform/zip-read';
import type { ListFile } from './formats/list-format';
import { decodeText } from './list-encoding';

/** Why a list is refused: the German message for the Admin. */
export class ListRefused extends Error {}

const refuse = (message: string) => new ListRefused(message);

/** The separator of the first line: the most frequent of ';', ',', '|' and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [';', ',', '|', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(filename: string, bytes: Buffer): ListFile {
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const quoted = lines.length > 0 && lines.every((l) => l.trimStart().startsWith('"'));
  try {
    const rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
    return { filename, delimiter, quoted, rows };
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

export interface XlsxLimits {
  /** All parts of the file unpacked. */
  unpackedBytes: number;
  /** Non-empty rows, the header included. */
  rows: number;
  /** Filled cells of the sheet. */
  cells: number;
  /** The widest row's last column. */
  columns: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  unpackedBytes: CLASS_IMPORT_LIMITS.listUnpackedBytes,
  rows: CLASS_IMPORT_MAX_ROWS + 1,
  cells: CLASS_IMPORT_LIMITS.listCells,
  columns: CLASS_IMPORT_LIMITS.listColumns,
};

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/** The parts of a workbook exceljs's reader needs, in the order it needs them (strings before the sheet). */
const WORKBOOK_PARTS = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/styles.xml',
  'xl/sharedStrings.xml',
];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The first sheet's part: the lowest-numbered sheetN.xml (Excel numbers the tabs in order). */
function firstSheet(names: string[]): string | null {
  let best: [number, string] | null = null;
  for (const name of names) {
    const n = Number(SHEET.exec(name)?.[1] ?? Number.NaN);
    if (Number.isInteger(n) && (!best || n < best[0])) best = [n, name];
  }
  return best?.[1] ?? null;
}

/**
 * The parts as a new zip stream for exceljs, each inflated by yauzl as the reader asks for it (sizes
 * checked against the directory), deflated fast again on the way (a streamed zip entry needs its
 * compressed form for a reader to find its end). The original bytes never reach exceljs.
 */
async function partsAsZip(bytes: Buffer, parts: string[]): Promise<Readable> {
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 1 } });
  const fail = (err: unknown) => zip.destroy(err instanceof Error ? err : new Error(String(err)));
  const streams = await zipEntryStreams(bytes, parts);
  for (const { name, open } of streams) {
    const stream = await open();
    stream.on('error', fail);
    zip.append(stream, { name });
  }
  zip.finalize().catch(fail);
  // archiver's stream is no node:stream Readable, which exceljs insists on.
  const out = new PassThrough();
  zip.on('error', (err) => out.destroy(err));
  out.on('close', () => zip.destroy());
  return zip.pipe(out);
}

/**
 * The .xlsx's part names, after checking its zip directory (entries, declared unpacked size, ratio):
 * nothing is inflated, so it costs next to nothing and the server runs it before starting a worker.
 */
export async function xlsxParts(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<string[]> {
  if (!isZip(bytes)) throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
  try {
    const entries = await listZip(bytes, {
      entries: 1000,
      unpackedBytes: limits.unpackedBytes,
      ratio: CLASS_IMPORT_LIMITS.ratio,
    });
    return entries.map((e) => e.name);
  } catch (err) {
    throw refuse(
      err instanceof ZipRefused && err.reason === 'bomb'
        ? CLASS_IMPORT_TEXTS.listBomb
        : CLASS_IMPORT_TEXTS.listUnreadable,
    );
  }
}

/** The first sheet's rows as cell values, refused as soon as a limit is passed. */
export async function readXlsxRows(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<CellValue[][]> {
  const names = await xlsxParts(bytes, limits);
  const sheet = firstSheet(names);
  if (!sheet) throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
  const ExcelJS = (await import('exceljs')).default;
  const input = await partsAsZip(bytes, [...WORKBOOK_PARTS, sheet]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: CellValue[][] = [];
  let cells = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<Row>) {
        if (row.cellCount > limits.columns) throw refuse(CLASS_IMPORT_TEXTS.listTooManyCells);
        cells += row.actualCellCount;
        if (cells > limits.cells) throw refuse(CLASS_IMPORT_TEXTS.listTooManyCells);
        if (!row.hasValues) continue;
        if (rows.length >= limits.rows) throw refuse(CLASS_IMPORT_TEXTS.tooManyRows);
        rows.push((row.values as CellValue[]).slice(1));
      }
      break;
    }
  } catch (err) {
    if (err instanceof ListRefused) throw err;
    throw refuse(CLASS_IMPORT_TEXTS.listUnreadable);
  } finally {
    input.destroy();
  }
  return rows;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const rows = await readXlsxRows(bytes);
  // exceljs leaves holes for empty cells.
  return rows.map((r) => Array.from(r, (c) => cellText(c).trim())).filter((r) => r.some((c) => c !== ''));
}

/** The file's rows (a header line first, if it has one), by file type; throws ListRefused in German. */
export async function parseListFile(filename: string, bytes: Buffer): Promise<ListFile> {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx'))
    return { filename, delimiter: null, quoted: false, rows: await readXlsx(bytes) };
  if (/\.(csv|txt|dat)$/.test(name)) return readCsv(filename, bytes);
  throw refuse(CLASS_IMPORT_TEXTS.listType);
}
