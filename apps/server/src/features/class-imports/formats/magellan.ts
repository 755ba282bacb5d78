/**
 * MAGELLAN's pupil export schueler.export.csv: ';' between the fields, a header line starting with
 * SchulNr, Mandant, Typ, ID and GUID, which recognise it. MAGELLAN keeps a surname's prefix ('von der')
 * apart as 'Namenszusatz': the list's surname is both, as one column added after the file's own.
 */
import { foldName } from '../import-columns';
import { guessByHeadings, hasHeadings, type ListFormat, rowsUnderHeader } from './list-format';

const NAME = 'MAGELLAN Schülerexport';
const WHOLE_NAME = 'Namenszusatz + Nachname';

export const magellanExport: ListFormat = {
  name: NAME,
  recognise: (files) =>
    files.length === 1 && hasHeadings(files[0]?.rows[0], ['SchulNr', 'Mandant', 'GUID', 'Nachname']),
  table([file]) {
    const header = file?.rows[0] ?? [];
    const at = (name: string) => header.findIndex((h) => foldName(h) === foldName(name));
    const prefix = at('Namenszusatz');
    const surname = at('Nachname');
    const rows = rowsUnderHeader(file?.rows ?? []).map(({ line, cells }) => {
      const whole = [cells[prefix] ?? '', cells[surname] ?? ''].map((p) => p.trim()).filter(Boolean);
      return { line, cells: [...header.map((_, i) => cells[i] ?? ''), whole.join(' ')] };
    });
    return {
      format: NAME,
      columns: [...header, WHOLE_NAME],
      rows,
      guess: {
        ...guessByHeadings(header, {
          forname: ['Vorname'],
          birthday: ['Geburtsdatum'],
          external_department: ['Klasse', 'KlasseBez'],
          external_id: ['ID'],
          email: ['EMail', 'E-Mail'],
        }),
        familyname: header.length,
      },
    };
  },
};
