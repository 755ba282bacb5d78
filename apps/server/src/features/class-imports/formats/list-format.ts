/**
 * The shape every class-list format reads a list into, and the helpers the formats share. A format
 * recognises its files by their content (headings, separator, the shape of the rows), never by the
 * file's name; registry.ts tries the formats in a fixed order.
 */
import { foldName, type ImportField } from '../import-columns';

/** A file of the upload, read into rows of text (a header line is a row like the others). */
export interface ListFile {
  filename: string;
  /** The separator of a text file (null: an .xlsx). */
  delimiter: string | null;
  /** Every line of the text file begins with a quote (as exports that quote every field write them). */
  quoted: boolean;
  rows: string[][];
}

/** A data row and its line in the file (the preview's row number). */
export interface ListRow {
  line: number;
  cells: string[];
}

/** The list as the preview maps it: named columns, the rows, and the format's own choice of columns. */
export interface ListTable {
  /** The recognised export's German name; null: a list with its own header row. */
  format: string | null;
  columns: string[];
  rows: ListRow[];
  /** The column of each field the format knows; null: the columns are matched by their headings. */
  guess: Partial<Record<ImportField, number>> | null;
}

export interface ListFormat {
  /** German, as the preview names it ('SchILD-NRW Schnittstelle'). */
  name: string;
  recognise(files: ListFile[]): boolean;
  table(files: ListFile[]): ListTable;
}

/** The folded headings of a header row (see foldName). */
export const foldedHeader = (row: readonly string[] | undefined) => (row ?? []).map((h) => foldName(h));

/** Does the header row have every one of the headings? */
export const hasHeadings = (row: readonly string[] | undefined, headings: readonly string[]) => {
  const folded = new Set(foldedHeader(row));
  return headings.every((h) => folded.has(foldName(h)));
};

/** Per field, the first of its headings the header row has. */
export function guessByHeadings(
  header: readonly string[],
  headings: Partial<Record<ImportField, readonly string[]>>,
): Partial<Record<ImportField, number>> {
  const folded = foldedHeader(header);
  const out: Partial<Record<ImportField, number>> = {};
  for (const [field, names] of Object.entries(headings) as [ImportField, readonly string[]][]) {
    for (const name of names) {
      const i = folded.indexOf(foldName(name));
      if (i >= 0) {
        out[field] = i;
        break;
      }
    }
  }
  return out;
}

/** The rows under a header row, each with its line (the header is line 1). */
export const rowsUnderHeader = (rows: string[][]): ListRow[] =>
  rows.slice(1).map((cells, i) => ({ line: i + 2, cells }));

/** A format of one file with a header row, recognised by headings it always has. */
export function headedFormat(
  name: string,
  signature: readonly string[],
  headings: Partial<Record<ImportField, readonly string[]>>,
): ListFormat {
  return {
    name,
    recognise: (files) => files.length === 1 && hasHeadings(files[0]?.rows[0], signature),
    table: ([file]) => {
      const header = file?.rows[0] ?? [];
      return {
        format: name,
        columns: header,
        rows: rowsUnderHeader(file?.rows ?? []),
        guess: guessByHeadings(header, headings),
      };
    },
  };
}

/** Column names of a file without a header row: 'Spalte 3' and the format's name for it. */
export const namedColumns = (names: readonly string[], width: number) =>
  Array.from({ length: width }, (_, i) => `Spalte ${i + 1}${names[i] ? ` (${names[i]})` : ''}`);

export const GERMAN_DATE = /^\d{1,2}\.\d{1,2}\.\d{4}$/;
export const COMPACT_DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
