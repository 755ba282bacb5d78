/**
 * SchILD-NRW's 'Schnittstelle' (the import/export interface of SchILD-NRW and SVWS-Server): text files
 * with '|' between the fields, no quotes, a header line of the fields' names, Windows-1252. Two of them
 * make a class list: SchuelerBasisdaten.dat (Nachname, Vorname, Geburtsdatum TT.MM.JJJJ, Klasse, …) and
 * SchuelerZusatzdaten.dat (the same three keys, 'Externe ID-Nr', E-Mail, …), joined as SchILD joins
 * them: by Nachname, Vorname and Geburtsdatum. The Basisdaten alone make a list without both.
 */
import { foldName } from '../import-columns';
import { hasHeadings, type ListFile, type ListFormat, rowsUnderHeader } from './list-format';

const NAME = 'SchILD-NRW Schnittstelle';
const KEYS = ['Nachname', 'Vorname', 'Geburtsdatum'];
const isPiped = (f: ListFile) => f.delimiter === '|';
const isBasis = (f: ListFile) => isPiped(f) && hasHeadings(f.rows[0], [...KEYS, 'Klasse']);
const isZusatz = (f: ListFile) =>
  isPiped(f) && !isBasis(f) && hasHeadings(f.rows[0], KEYS) && hasHeadings(f.rows[0], ['Externe ID-Nr']);

const keyOf = (cells: string[], at: number[]) => at.map((i) => foldName(cells[i] ?? '')).join('|');
const keyColumns = (header: string[]) =>
  KEYS.map((k) => header.findIndex((h) => foldName(h) === foldName(k)));

export const schildSchnittstelle: ListFormat = {
  name: NAME,
  recognise: (files) =>
    (files.length === 1 && files.every(isBasis)) ||
    (files.length === 2 && files.some(isBasis) && files.some(isZusatz)),
  table(files) {
    const basis = files.find(isBasis) ?? { rows: [] };
    const zusatz = files.find(isZusatz) ?? { rows: [[]] };
    const basisHeader = basis.rows[0] ?? [];
    const zusatzHeader = zusatz.rows[0] ?? [];
    const basisKeys = keyColumns(basisHeader);
    const zusatzKeys = keyColumns(zusatzHeader);
    // The Zusatzdaten's own columns follow the Basisdaten's.
    const extra = zusatzHeader.map((_, i) => i).filter((i) => !zusatzKeys.includes(i));
    const byKey = new Map<string, string[]>();
    for (const cells of zusatz.rows.slice(1)) byKey.set(keyOf(cells, zusatzKeys), cells);
    const columns = [...basisHeader, ...extra.map((i) => zusatzHeader[i] ?? '')];
    const rows = rowsUnderHeader(basis.rows).map(({ line, cells }) => {
      const more = byKey.get(keyOf(cells, basisKeys));
      const padded = basisHeader.map((_, i) => cells[i] ?? '');
      return { line, cells: [...padded, ...extra.map((i) => more?.[i] ?? '')] };
    });
    const at = (name: string) => {
      const i = columns.findIndex((c) => foldName(c) === foldName(name));
      return i < 0 ? undefined : i;
    };
    return {
      format: NAME,
      columns,
      rows,
      guess: {
        familyname: at('Nachname'),
        forname: at('Vorname'),
        birthday: at('Geburtsdatum'),
        external_department: at('Klasse'),
        external_id: at('Externe ID-Nr'),
        email: at('E-Mail'),
      },
    };
  },
};
