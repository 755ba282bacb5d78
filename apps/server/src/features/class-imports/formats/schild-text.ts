/**
 * SchILD-NRW's 'Export in Text-Dateien': the fields the school chose, ';' between them, each in
 * quotes, a header line of SchILD's field names or none. With a header it is recognised by SchILD's
 * name of the external id, 'Externe ID-Nr' (or 'Interne ID-Nr'). Without, by its shape: every field
 * quoted, and one column of TT.MM.JJJJ dates; the fields are then taken in SchILD's order of the
 * personal data (Nachname, Vorname, …) and by their content (the date, the class, the e-mail), for
 * the Admin to check in the preview.
 */
import {
  GERMAN_DATE,
  hasHeadings,
  headedFormat,
  type ListFile,
  type ListFormat,
  namedColumns,
} from './list-format';

const NAME = 'SchILD-NRW Text-Export';
const HEADINGS = {
  familyname: ['Nachname', 'Name'],
  forname: ['Vorname', 'Rufname'],
  birthday: ['Geburtsdatum'],
  external_department: ['Klasse'],
  external_id: ['Externe ID-Nr', 'Interne ID-Nr'],
  email: ['E-Mail (schulisch)', 'schulische E-Mail', 'E-Mail', 'E-Mail (privat)'],
} as const;

const withHeader = (id: string) => headedFormat(NAME, ['Nachname', 'Vorname', id], HEADINGS);
const headed = [withHeader('Externe ID-Nr'), withHeader('Interne ID-Nr')];

export const schildTextExport: ListFormat = {
  name: NAME,
  recognise: (files) => headed.some((f) => f.recognise(files)),
  table: (files) => (headed.find((f) => f.recognise(files)) ?? headed[0]).table(files),
};

const CLASS = /^(\d{1,2}[a-zA-Z]{0,3}|EF|Q1|Q2|E1|E2|Q[1-4])$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The first column whose filled cells all match (and of which one is filled), or undefined. */
function columnOf(rows: string[][], width: number, pattern: RegExp, skip: number[]): number | undefined {
  for (let i = 0; i < width; i++) {
    if (skip.includes(i)) continue;
    const cells = rows.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    if (cells.length > 0 && cells.every((c) => pattern.test(c))) return i;
  }
  return undefined;
}

const isHeadless = (f: ListFile) => f.delimiter === ';' && f.quoted && !hasHeadings(f.rows[0], ['Nachname']);

/** The text export without a header line. */
export const schildTextHeadless: ListFormat = {
  name: NAME,
  recognise(files) {
    const [file] = files;
    if (files.length !== 1 || !file || !isHeadless(file)) return false;
    const width = Math.max(...file.rows.map((r) => r.length));
    return width >= 3 && columnOf(file.rows, width, GERMAN_DATE, []) !== undefined;
  },
  table([file]) {
    const rows = file?.rows ?? [];
    const width = Math.max(0, ...rows.map((r) => r.length));
    const birthday = columnOf(rows, width, GERMAN_DATE, []);
    const taken = [0, 1, ...(birthday === undefined ? [] : [birthday])];
    return {
      format: `${NAME} (ohne Kopfzeile)`,
      columns: namedColumns([], width).map((name, i) => `${name}: ${rows[0]?.[i] ?? ''}`),
      rows: rows.map((cells, i) => ({ line: i + 1, cells })),
      guess: {
        familyname: 0,
        forname: 1,
        birthday,
        external_department: columnOf(rows, width, CLASS, taken),
        email: columnOf(rows, width, EMAIL, taken),
      },
    };
  },
};
