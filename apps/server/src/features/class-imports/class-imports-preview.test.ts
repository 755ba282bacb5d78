/** 'Klassenliste importieren' (docs/product.md#class-import): reading CSV and Excel lists and the preview's refusal reasons. */

import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tenantProducts } from '../../db/schema/index';
import { createCard } from '../../test/factories';
import { csv, HEADER, importWorld } from './class-imports.test-support';

const { t, w, start, rows } = await importWorld();

const ok = (
  fam: string,
  first: string,
  extra: Partial<Record<'bday' | 'cls' | 'id' | 'mail', string>> = {},
) => [
  fam,
  first,
  extra.bday ?? '04.03.2012',
  extra.cls ?? '5a',
  extra.id ?? `${fam}-${first}`,
  extra.mail ?? 'eltern@test.example',
];

describe('reading the list', () => {
  it('a semicolon CSV in UTF-8 with BOM and umlauts; unknown columns are listed as ignored', async () => {
    const text = csv([[...HEADER, 'Bemerkung'], [...ok('Müller', 'Jürgen'), 'egal'], ok('Weiß', 'Zoë')]);
    const res = await start({ list_file: { name: 'klasse.csv', bytes: Buffer.from(`\uFEFF${text}`) } });
    expect(res.statusCode).toBe(200);
    const imp = res.json() as ClassImport;
    expect(imp).toMatchObject({
      status: 'preview',
      total: 2,
      filename: 'klasse.csv',
      ignored_columns: ['Bemerkung'],
    });
    const list = await rows(imp.id);
    expect(list.map((r) => [r.row_no, r.familyname, r.forname, r.external_department])).toEqual([
      [2, 'Müller', 'Jürgen', '5a'],
      [3, 'Weiß', 'Zoë', '5a'],
    ]);
    // No ZIP: in the institution's mode a card needs a photo.
    expect(list[0]?.problems).toEqual([CLASS_IMPORT_TEXTS.photoNone]);
    expect(list[0]?.outcome).toBe('refuse');
  });

  it('a comma CSV as Excel saves it in Windows-1252, dates also as 4.3.2012 and 2012-03-04', async () => {
    const text = csv(
      [HEADER, ok('Größe', 'Ärne', { bday: '4.3.2012' }), ok('Öz', 'Ülkü', { bday: '2012-03-04' })],
      ',',
    );
    const latin1 = Buffer.from(text, 'latin1');
    const res = await start({ list_file: { name: 'klasse.csv', bytes: latin1 } });
    expect(res.statusCode).toBe(200);
    const list = await rows(res.json().id);
    expect(list.map((r) => [r.familyname, r.forname, r.birthday])).toEqual([
      ['Größe', 'Ärne', '04.03.2012'],
      ['Öz', 'Ülkü', '04.03.2012'],
    ]);
    expect(list.every((r) => r.problems.length === 1)).toBe(true);
  });

  it('Excel: real date cells, dates as text, numbers and e-mail links; API field names as headings', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Liste');
    ws.addRow(['familyname', 'forname', 'birthday', 'department', 'external_id', 'email']);
    ws.addRow(['Schäfer', 'Anja', new Date(Date.UTC(2011, 11, 24)), '6b', 4711, 'a@test.example']);
    ws.addRow([
      'Krüger',
      'Ole',
      '01.02.2013',
      '6b',
      'K-1',
      { text: 'o@test.example', hyperlink: 'mailto:o@test.example' },
    ]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await start({ list_file: { name: 'Klasse 6b.xlsx', bytes } });
    expect(res.statusCode).toBe(200);
    const list = await rows(res.json().id);
    expect(list.map((r) => [r.familyname, r.birthday, r.external_id, r.email])).toEqual([
      ['Schäfer', '24.12.2011', '4711', 'a@test.example'],
      ['Krüger', '01.02.2013', 'K-1', 'o@test.example'],
    ]);
  });

  it('refuses files it cannot use with a German 400 and stores nothing', async () => {
    const cases: [string, Buffer, string][] = [
      ['liste.pdf', Buffer.from('%PDF-1.4'), CLASS_IMPORT_TEXTS.listType],
      ['liste.xlsx', Buffer.from('not a zip'), CLASS_IMPORT_TEXTS.listUnreadable],
      ['liste.csv', Buffer.from(csv([HEADER])), CLASS_IMPORT_TEXTS.listEmpty],
      [
        'liste.csv',
        Buffer.from(
          csv([
            ['Nachname', 'Vorname'],
            ['A', 'B'],
          ]),
        ),
        CLASS_IMPORT_TEXTS.missingColumns(['Geburtsdatum', 'Klasse/Abteilung', 'Externe-ID', 'E-Mail']),
      ],
      [
        'liste.csv',
        Buffer.from(
          csv([
            [...HEADER, 'Name'],
            [...ok('A', 'B'), 'C'],
          ]),
        ),
        CLASS_IMPORT_TEXTS.doubleColumn('Name'),
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await start({ list_file: { name, bytes } });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const none = await start({});
    expect(none.json().message).toBe(CLASS_IMPORT_TEXTS.listMissing);
  });
});

describe('the preview', () => {
  it('names every problem of a row in German, with the field, and the duplicates', async () => {
    await createCard(t.db, w.a.tenant.id, w.a.product.id, {
      familyname: 'Bestand',
      forname: 'Bea',
      birthday: '2012-03-04',
      external_id: 'B-1',
    });
    const text = csv([
      HEADER,
      ['', 'Ohne', '04.03.2012', '5a', 'X1', 'a@test.example'],
      ['Sehrsehrsehrlangername', 'Lang', '04.03.2012', '5a', 'X2', 'a@test.example'],
      ['Datum', 'Falsch', '30.02.2012', '5a', 'X3', 'a@test.example'],
      ['Zukunft', 'Kind', '01.01.2999', '5a', 'X4', 'a@test.example'],
      ['Mail', 'Kaputt', '04.03.2012', '5a', 'X5', 'keine-mail'],
      ['Ohne', 'Klasse', '04.03.2012', '', '', 'a@test.example'],
      ok('Zwilling', 'Zora', { id: 'Z-1' }),
      ok('Zwilling', 'Zora', { id: 'Z-2' }),
      ok('Bestand', 'Bea', { id: 'B-9' }),
    ]);
    const res = await start({ list_file: { name: 'k.csv', bytes: Buffer.from(text) } });
    const list = await rows(res.json().id);
    const data = (i: number) => list[i]?.problems.filter((p) => p !== CLASS_IMPORT_TEXTS.photoNone);
    expect(data(0)).toEqual(['Nachname: Bitte einen Wert angeben']);
    expect(data(1)).toEqual(['Nachname: Bitte geben Sie maximal 18 Zeichen an']);
    expect(data(2)).toEqual(['Geburtsdatum: Dieses Datum gibt es nicht.']);
    expect(data(3)).toEqual(['Geburtsdatum: Das Geburtsdatum darf nicht in der Zukunft liegen.']);
    expect(data(4)).toEqual(['E-Mail: Ungültige Email']);
    expect(data(5)).toEqual([
      'Externe-ID: Bitte einen Wert angeben',
      'Klasse/Abteilung: Bitte einen Wert angeben',
    ]);
    expect(data(6)).toEqual([]);
    expect(data(7)).toEqual([CLASS_IMPORT_TEXTS.duplicateInFile(8)]);
    expect(data(8)?.[0]).toMatch(
      /^Für diese Person gibt es bereits einen Ausweis dieses Produkts \(Nr\. \d+\)\.$/,
    );
    const refused = await rows(res.json().id, { outcome: 'refuse' });
    expect(refused).toHaveLength(9);
  });

  it('refuses a card type the product does not offer', async () => {
    await t.db
      .update(tenantProducts)
      .set({ can_hardcopy: false })
      .where(eq(tenantProducts.id, w.a.product.id));
    const res = await start(
      { list_file: { name: 'k.csv', bytes: Buffer.from(csv([HEADER, ok('A', 'B')])) } },
      { choice: 'both' },
    );
    await t.db
      .update(tenantProducts)
      .set({ can_hardcopy: true })
      .where(eq(tenantProducts.id, w.a.product.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLASS_IMPORT_TEXTS.choiceNotOffered);
  });
});
