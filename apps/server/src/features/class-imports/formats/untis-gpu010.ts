/**
 * Untis's pupil export GPU010.TXT: no header line, ';' between quoted fields, one pupil per line in the
 * fields' fixed order (below). 'Name' is Untis's short name (its key), 'Langname' the surname; the
 * birthday is JJJJMMTT. Recognised by its shape: at least 13 fields in every line, field 13 a JJJJMMTT
 * date (or empty) in every line and a date in one at least, field 11 (Geschlecht) empty, 1, 2 or a letter.
 */
import type { ListFormat } from './list-format';
import { COMPACT_DATE, namedColumns } from './list-format';

const NAME = 'Untis GPU010';
const FIELDS = [
  'Name',
  'Langname',
  'Text',
  'Beschreibung',
  'Statistik 1',
  'Statistik 2',
  'Kennzeichen',
  'Vorname',
  'Schülernummer',
  'Klasse',
  'Geschlecht',
  'Kursoptimierung',
  'Geburtsdatum',
  'E-Mail',
  'Fremdschlüssel',
];
const BIRTHDAY = 12;
const GENDER = 10;

export const untisGpu010: ListFormat = {
  name: NAME,
  recognise(files) {
    const [file] = files;
    if (files.length !== 1 || !file || file.delimiter === null || file.rows.length === 0) return false;
    const shaped = file.rows.every(
      (r) =>
        r.length >= BIRTHDAY + 1 &&
        r.length <= 40 &&
        (r[BIRTHDAY] === '' || COMPACT_DATE.test(r[BIRTHDAY] ?? '')) &&
        /^([12]|[a-zA-Z])?$/.test(r[GENDER] ?? ''),
    );
    return shaped && file.rows.some((r) => COMPACT_DATE.test(r[BIRTHDAY] ?? ''));
  },
  table([file]) {
    const rows = (file?.rows ?? []).map((cells, i) => ({ line: i + 1, cells }));
    const width = Math.max(FIELDS.length, ...rows.map((r) => r.cells.length));
    // The school's own key (Fremdschlüssel) when Untis has it, else Untis's Schülernummer.
    const foreignKey = rows.some((r) => (r.cells[14] ?? '').trim() !== '');
    return {
      format: NAME,
      columns: namedColumns(FIELDS, width),
      rows,
      guess: {
        familyname: 1,
        forname: 7,
        birthday: BIRTHDAY,
        external_department: 9,
        external_id: foreignKey ? 14 : 8,
        email: 13,
      },
    };
  },
};
