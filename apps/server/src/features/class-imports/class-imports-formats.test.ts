/**
 * 'Klassenliste importieren' (docs/product.md#class-import) with the school software's own exports: each
 * fixture's upload gives the preview its rows, the recognised format and the column of each field; the
 * Admin's correction of a column reads the files again; a file that is no class list is refused.
 */
import { readFileSync } from 'node:fs';
import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { describe, expect, it } from 'vitest';
import { classImports } from '../../db/schema/index';
import { importWorld, type UploadFile } from './class-imports.test-support';

const { t, start, rows } = await importWorld();

const fixture = (name: string): UploadFile => ({
  name,
  bytes: readFileSync(new URL(`./fixtures/${name}`, import.meta.url)),
});

/** The preview's rows as name, birthday, class, id and e-mail. */
const people = async (id: number) =>
  (await rows(id)).map((r) => [
    r.familyname,
    r.forname,
    r.birthday,
    r.external_department,
    r.external_id,
    r.email,
  ]);

/** The mapping as field → the column's name. */
const columnsOf = (imp: ClassImport) =>
  Object.fromEntries(imp.mapping.map((m) => [m.field, m.column === null ? null : imp.columns[m.column]]));

describe('the school software’s exports', () => {
  it('SchILD-NRW Schnittstelle: both files in one upload, joined; the preview names format and columns', async () => {
    const res = await start({
      list_file: fixture('SchuelerBasisdaten.dat'),
      list_file_2: fixture('SchuelerZusatzdaten.dat'),
    });
    expect(res.statusCode).toBe(200);
    const imp = res.json() as ClassImport;
    expect(imp).toMatchObject({
      format: 'SchILD-NRW Schnittstelle',
      total: 4,
      filename: 'SchuelerBasisdaten.dat, SchuelerZusatzdaten.dat',
    });
    expect(columnsOf(imp)).toEqual({
      familyname: 'Nachname',
      forname: 'Vorname',
      birthday: 'Geburtsdatum',
      external_department: 'Klasse',
      external_id: 'Externe ID-Nr',
      email: 'E-Mail',
    });
    expect(imp.mapping.filter((m) => m.required).map((m) => m.field)).toEqual(['familyname', 'forname']);
    expect(await people(imp.id)).toEqual([
      ['Müller-Lüdenscheidt', 'Jürgen', '14.03.2014', '5a', 'S-4711', 'juergen.mueller@schule.example'],
      ['von der Heide', 'Anneliese', '02.11.2013', '5a', 'S-4712', 'a.vonderheide@schule.example'],
      ['Kaya', 'Özlem', '29.02.2012', '6b', 'S-4713', ''],
      ['Weiß', 'Björn', '01.08.2012', '7c', 'S-4714', 'bjoern.weiss@schule.example'],
    ]);
  });

  it('the Basisdaten alone: no external id and no e-mail, the rows say what is missing', async () => {
    const res = await start({ list_file: fixture('SchuelerBasisdaten.dat') });
    expect(res.statusCode).toBe(200);
    const imp = res.json() as ClassImport;
    expect(imp.format).toBe('SchILD-NRW Schnittstelle');
    expect(columnsOf(imp)).toMatchObject({ external_id: null, email: null });
    const [first] = await rows(imp.id);
    expect(first?.familyname).toBe('Müller-Lüdenscheidt');
    expect(first?.problems.some((p) => p.startsWith('Externe-ID'))).toBe(true);
  });

  it.each([
    ['schild-text-export.txt', 'SchILD-NRW Text-Export', 'S-4711'],
    ['GPU010.TXT', 'Untis GPU010', 'S-4711'],
    ['asv-export.csv', 'ASV-BW / ASV Bayern Tabellenexport', '4711'],
    ['danis-freie-liste.csv', 'DaNiS Freie Liste', '4711'],
    ['schueler.export.csv', 'MAGELLAN Schülerexport', '4711'],
  ])('%s is recognised as %s', async (name, format, id) => {
    const res = await start({ list_file: fixture(name) });
    expect(res.statusCode, name).toBe(200);
    const imp = res.json() as ClassImport;
    expect(imp.format).toBe(format);
    const list = await people(imp.id);
    expect(list.slice(0, 3)).toEqual([
      ['Müller-Lüdenscheidt', 'Jürgen', '14.03.2014', '5a', id, 'juergen.mueller@schule.example'],
      [
        'von der Heide',
        'Anneliese',
        '02.11.2013',
        '5a',
        id.replace('11', '12'),
        'a.vonderheide@schule.example',
      ],
      ['Kaya', 'Özlem', '29.02.2012', '6b', id.replace('11', '13'), ''],
    ]);
  });

  it('a correction of the mapping reads the files again with the chosen columns', async () => {
    const first = (await start({ list_file: fixture('GPU010.TXT') })).json() as ClassImport;
    const schuelernummer = first.columns.indexOf('Spalte 9 (Schülernummer)');
    expect(schuelernummer).toBe(8);
    const res = await start(
      { list_file: fixture('GPU010.TXT') },
      { mapping: { external_id: schuelernummer, email: null } },
    );
    expect(res.statusCode).toBe(200);
    const imp = res.json() as ClassImport;
    expect(columnsOf(imp)).toMatchObject({ external_id: 'Spalte 9 (Schülernummer)', email: null });
    expect((await people(imp.id))[0]).toEqual([
      'Müller-Lüdenscheidt',
      'Jürgen',
      '14.03.2014',
      '5a',
      '10231',
      '',
    ]);
    // Nothing is written beyond the previews: each upload is an import waiting for its confirmation.
    expect(imp.status).toBe('preview');
  });

  it('refuses a correction without a surname or with a column the file does not have', async () => {
    const none = await start({ list_file: fixture('asv-export.csv') }, { mapping: { familyname: null } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CLASS_IMPORT_TEXTS.mappingRequired('Nachname'));
    const far = await start({ list_file: fixture('asv-export.csv') }, { mapping: { email: 99 } });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(CLASS_IMPORT_TEXTS.mappingColumn);
    const bad = await start({ list_file: fixture('asv-export.csv') }, { mapping: { email: 'E-Mail' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a file that is no class list, and two files that are no Schnittstelle, in German', async () => {
    const before = await t.db.$count(classImports);
    const marks = await start({ list_file: fixture('noten.csv') });
    expect(marks.statusCode).toBe(400);
    expect(marks.json().message).toBe(CLASS_IMPORT_TEXTS.notAList(CLASS_IMPORT_TEXTS.notAListNoNames));
    const two = await start({ list_file: fixture('noten.csv'), list_file_2: fixture('asv-export.csv') });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(CLASS_IMPORT_TEXTS.twoFilesOnlySchild);
    expect(await t.db.$count(classImports)).toBe(before);
  });
});
