/**
 * The class-list formats in the order they are tried: the first that recognises the upload reads it.
 * The most particular shapes come first (two files joined, a file without header); a list none of them
 * recognises is read as a table with its own header row, its columns matched by their headings.
 */
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { ListRefused } from '../list-parse';
import { asvExport } from './asv';
import { danisFreieListe } from './danis';
import type { ListFile, ListFormat, ListTable } from './list-format';
import { rowsUnderHeader } from './list-format';
import { magellanExport } from './magellan';
import { schildSchnittstelle } from './schild-schnittstelle';
import { schildTextExport, schildTextHeadless } from './schild-text';
import { untisGpu010 } from './untis-gpu010';

export const LIST_FORMATS: readonly ListFormat[] = [
  schildSchnittstelle,
  untisGpu010,
  magellanExport,
  danisFreieListe,
  asvExport,
  schildTextExport,
  schildTextHeadless,
];

/** The upload as a table: read by the first format that recognises it, else by its header row. */
export function tableOf(files: ListFile[]): ListTable {
  const format = LIST_FORMATS.find((f) => f.recognise(files));
  if (format) return format.table(files);
  const [file] = files;
  if (files.length !== 1 || !file) throw new ListRefused(CLASS_IMPORT_TEXTS.twoFilesOnlySchild);
  return { format: null, columns: file.rows[0] ?? [], rows: rowsUnderHeader(file.rows), guess: null };
}
