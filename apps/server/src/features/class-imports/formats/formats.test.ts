/** Each school software's export, read from its fixture in its own encoding, recognised by content. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { germanDateText, type ImportField } from '../import-columns';
import { detectEncoding } from '../list-encoding';
import { ListRefused, parseListFile } from '../list-parse';
import type { ListTable } from './list-format';
import { tableOf } from './registry';

const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

async function read(...names: string[]) {
  const files = [];
  for (const name of names) files.push(await parseListFile(name, await fixture(name)));
  return tableOf(files);
}

const FIELDS: ImportField[] = [
  'familyname',
  'forname',
  'birthday',
  'external_department',
  'external_id',
  'email',
];

/** The rows as the format's guess fills the fields (dates as the order form takes them). */
const people = (t: ListTable) =>
  t.rows.map((r) =>
    Object.fromEntries(
      FIELDS.map((f) => {
        const i = t.guess?.[f];
        const v = i === undefined ? '' : (r.cells[i] ?? '');
        return [f, f === 'birthday' ? germanDateText(v) : v];
      }),
    ),
  );

const JUERGEN = {
  familyname: 'Müller-Lüdenscheidt',
  forname: 'Jürgen',
  birthday: '14.03.2014',
  external_department: '5a',
};
const ANNELIESE = {
  familyname: 'von der Heide',
  forname: 'Anneliese',
  birthday: '02.11.2013',
  external_department: '5a',
};
const OEZLEM = { familyname: 'Kaya', forname: 'Özlem', birthday: '29.02.2012', external_department: '6b' };

describe('class-list formats', () => {
  it('detects the encodings: UTF-8 with and without BOM, Windows-1252, ISO-8859-15', async () => {
    expect(detectEncoding(await fixture('asv-export.csv'))).toBe('utf-8');
    expect(detectEncoding(await fixture('schueler.export.csv'))).toBe('utf-8');
    expect(detectEncoding(await fixture('SchuelerBasisdaten.dat'))).toBe('windows-1252');
    expect(detectEncoding(await fixture('GPU010.TXT'))).toBe('iso-8859-15');
    // '€' is 0x80 in Windows-1252 and 0xA4 in ISO-8859-15.
    expect(detectEncoding(Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x80]))).toBe('windows-1252');
    expect(detectEncoding(Buffer.from('Preis;Müller;5 \xa4', 'latin1'))).toBe('iso-8859-15');
  });

  it('reads the dates TT.MM.JJJJ, JJJJ-MM-TT and JJJJMMTT', () => {
    expect(germanDateText('14.03.2014')).toBe('14.03.2014');
    expect(germanDateText('2014-03-14')).toBe('14.03.2014');
    expect(germanDateText('20140314')).toBe('14.03.2014');
    expect(germanDateText('2014-0314')).toBe('2014-0314');
  });

  it('joins SchILD-NRW Schnittstelle’s Basisdaten and Zusatzdaten by name and birthday', async () => {
    const t = await read('SchuelerBasisdaten.dat', 'SchuelerZusatzdaten.dat');
    expect(t.format).toBe('SchILD-NRW Schnittstelle');
    expect(people(t)).toEqual([
      { ...JUERGEN, external_id: 'S-4711', email: 'juergen.mueller@schule.example' },
      { ...ANNELIESE, external_id: 'S-4712', email: 'a.vonderheide@schule.example' },
      { ...OEZLEM, external_id: 'S-4713', email: '' },
      {
        familyname: 'Weiß',
        forname: 'Björn',
        birthday: '01.08.2012',
        external_department: '7c',
        external_id: 'S-4714',
        email: 'bjoern.weiss@schule.example',
      },
    ]);
    expect(t.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    // In either order, and the Basisdaten alone.
    expect((await read('SchuelerZusatzdaten.dat', 'SchuelerBasisdaten.dat')).rows[0]?.cells).toEqual(
      t.rows[0]?.cells,
    );
    const alone = await read('SchuelerBasisdaten.dat');
    expect(alone.format).toBe('SchILD-NRW Schnittstelle');
    expect(people(alone)[0]).toEqual({ ...JUERGEN, external_id: '', email: '' });
  });

  it('reads SchILD-NRW’s text export by its heading of the external id', async () => {
    const t = await read('schild-text-export.txt');
    expect(t.format).toBe('SchILD-NRW Text-Export');
    expect(people(t)[2]).toEqual({ ...OEZLEM, external_id: 'S-4713', email: '' });
  });

  it('reads SchILD-NRW’s text export without header by its shape', async () => {
    const text = (await fixture('schild-text-export.txt'))
      .toString('latin1')
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    const t = tableOf([await parseListFile('schueler.txt', Buffer.from(text, 'latin1'))]);
    expect(t.format).toBe('SchILD-NRW Text-Export (ohne Kopfzeile)');
    expect(people(t)[0]).toMatchObject({ ...JUERGEN, email: 'juergen.mueller@schule.example' });
    expect(t.rows[0]?.line).toBe(1);
  });

  it('reads Untis GPU010 without header: Langname is the surname, the Fremdschlüssel the id', async () => {
    const t = await read('GPU010.TXT');
    expect(t.format).toBe('Untis GPU010');
    expect(t.columns[1]).toBe('Spalte 2 (Langname)');
    expect(people(t)).toEqual([
      { ...JUERGEN, external_id: 'S-4711', email: 'juergen.mueller@schule.example' },
      { ...ANNELIESE, external_id: 'S-4712', email: 'a.vonderheide@schule.example' },
      { ...OEZLEM, external_id: 'S-4713', email: '' },
      {
        familyname: 'Nováková',
        forname: 'Šárka',
        birthday: '01.08.2012',
        external_department: '7c',
        external_id: 'S-4715',
        email: 'sarka.novakova@schule.example',
      },
    ]);
  });

  it('reads the ASV table export, DaNiS’s Freie Liste and MAGELLAN’s export by their headings', async () => {
    const asv = await read('asv-export.csv');
    expect(asv.format).toBe('ASV-BW / ASV Bayern Tabellenexport');
    expect(people(asv)[0]).toEqual({
      ...JUERGEN,
      external_id: '4711',
      email: 'juergen.mueller@schule.example',
    });
    const danis = await read('danis-freie-liste.csv');
    expect(danis.format).toBe('DaNiS Freie Liste');
    expect(people(danis)[2]).toEqual({ ...OEZLEM, external_id: '4713', email: '' });
    const magellan = await read('schueler.export.csv');
    expect(magellan.format).toBe('MAGELLAN Schülerexport');
    // The Namenszusatz ('von der') belongs to the surname; dates come as JJJJ-MM-TT.
    expect(people(magellan)[1]).toEqual({
      ...ANNELIESE,
      external_id: '4712',
      email: 'a.vonderheide@schule.example',
    });
  });

  it('leaves any other table to its header row, and refuses two files that are no Schnittstelle', async () => {
    const t = await read('noten.csv');
    expect(t).toMatchObject({ format: null, guess: null, columns: ['Fach', 'Note', 'Lehrkraft'] });
    await expect(read('noten.csv', 'asv-export.csv')).rejects.toBeInstanceOf(ListRefused);
  });
});
