/**
 * Class lists built to hurt the server: an .xlsx small on disk that unpacks to far more than a class
 * list (a 'zip bomb'), one with more rows or cells than any class, are refused with a German 400 by the
 * reading worker before they cost the server memory; a normal .xlsx still imports. Generated here, not
 * committed: the bombs are a few hundred kilobytes.
 */
import {
  CLASS_IMPORT_LIMITS,
  CLASS_IMPORT_MAX_ROWS,
  CLASS_IMPORT_TEXTS,
} from '@ausweis/shared/schemas/class-imports';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { HEADER, importWorld } from './class-imports.test-support';

const { start, rows } = await importWorld();

const PUPIL = ['Muster', 'Max', '04.03.2012', '5a', 'M-1', 'max@test.example'];

/** A real workbook (exceljs) with the rows. */
async function workbook(data: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Liste');
  for (const r of data) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The workbook of `data` with its sheet replaced by `sheetXml` (deflated: tiny when repetitive). */
async function withSheet(sheetXml: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbook([HEADER]));
  zip.file('xl/worksheets/sheet1.xml', sheetXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const inlineRow = (n: number, cells: string[]) =>
  `<row r="${n}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${n}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

describe('hostile class lists are refused in German, a normal one imports', () => {
  it('an .xlsx that unpacks to far more than a class list (a zip bomb)', async () => {
    // Hundreds of thousands of rows of the same pupil: more sheet XML than the limit, in a small file.
    const row = inlineRow(2, PUPIL);
    const rowsXml = row.repeat(1000);
    const sheet = `${SHEET_HEAD}${inlineRow(1, HEADER)}${rowsXml.repeat(Math.ceil((CLASS_IMPORT_LIMITS.listUnpackedBytes * 1.2) / rowsXml.length))}${SHEET_TAIL}`;
    const bomb = await withSheet(sheet);
    expect(bomb.length).toBeLessThan(CLASS_IMPORT_LIMITS.listBytes);
    expect(sheet.length / bomb.length).toBeGreaterThan(50);
    const res = await start({ list_file: { name: 'Klasse 5a.xlsx', bytes: bomb } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CLASS_IMPORT_TEXTS.listBomb, field: 'list_file' });
  });

  it('more rows than any class list: stopped at the first row too many', async () => {
    const data = Array.from({ length: CLASS_IMPORT_MAX_ROWS + 2 }, (_, i) =>
      inlineRow(i + 2, ['Muster', `Max${i}`, '04.03.2012', '5a', `M-${i}`, 'max@test.example']),
    );
    const res = await start({
      list_file: {
        name: 'lang.xlsx',
        bytes: await withSheet(`${SHEET_HEAD}${inlineRow(1, HEADER)}${data.join('')}${SHEET_TAIL}`),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLASS_IMPORT_TEXTS.tooManyRows);
  });

  it('a row wider than any class list', async () => {
    const wide = `<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="ZZ2" t="inlineStr"><is><t>y</t></is></c></row>`;
    const res = await start({
      list_file: {
        name: 'breit.xlsx',
        bytes: await withSheet(`${SHEET_HEAD}${inlineRow(1, HEADER)}${wide}${SHEET_TAIL}`),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLASS_IMPORT_TEXTS.listTooManyCells);
  });

  it('a normal .xlsx still imports, read by the worker', async () => {
    const res = await start({
      list_file: { name: 'Klasse 5a.xlsx', bytes: await workbook([HEADER, PUPIL]) },
    });
    expect(res.statusCode).toBe(200);
    const list = await rows(res.json().id);
    expect(list.map((r) => [r.familyname, r.forname, r.birthday, r.external_id])).toEqual([
      ['Muster', 'Max', '04.03.2012', 'M-1'],
    ]);
  });
});
