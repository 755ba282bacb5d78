import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './excel';
import { readWorkbook } from './excel.test-support';
import { zipBuffers } from './zip';

interface Row {
  id: number;
  name: string;
  birthday: string | null;
  created_at: string;
  ok: boolean;
  price: number;
}

const columns = [
  { header: 'ID', kind: 'number' as const, value: (r: Row) => r.id },
  { header: 'Nachname', kind: 'text' as const, value: (r: Row) => r.name },
  { header: 'Geburtstag', kind: 'date' as const, value: (r: Row) => r.birthday },
  { header: 'Erstellt', kind: 'datetime' as const, value: (r: Row) => r.created_at },
  { header: 'Validiert?', kind: 'bool' as const, value: (r: Row) => r.ok },
  { header: 'Preis', kind: 'money' as const, value: (r: Row) => r.price },
];

describe('excel', () => {
  it('writes German headers, real dates, Ja/Nein and euros, and reads them back', async () => {
    const bytes = await buildWorkbook('Ausweise', columns, [
      {
        id: 7,
        name: 'Müller',
        birthday: '2010-03-04',
        created_at: '2026-01-02T10:20:30Z',
        ok: true,
        price: 1250,
      },
      { id: 8, name: 'Özil', birthday: null, created_at: '2026-07-01T22:30:00Z', ok: false, price: 0 },
    ]);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await readWorkbook(bytes);
    expect(rows[0]).toEqual(['ID', 'Nachname', 'Geburtstag', 'Erstellt', 'Validiert?', 'Preis']);
    expect(rows[1]?.[0]).toBe(7);
    expect(rows[1]?.[1]).toBe('Müller');
    expect((rows[1]?.[2] as Date | undefined)?.toISOString()).toBe('2010-03-04T00:00:00.000Z');
    // 10:20:30 UTC in winter is 11:20:30 in Berlin.
    expect((rows[1]?.[3] as Date | undefined)?.toISOString()).toBe('2026-01-02T11:20:30.000Z');
    // 22:30 UTC in summer is 00:30 the next day in Berlin.
    expect((rows[2]?.[3] as Date | undefined)?.toISOString()).toBe('2026-07-02T00:30:00.000Z');
    expect(rows[1]?.[4]).toBe('Ja');
    expect(rows[2]?.[4]).toBe('Nein');
    expect(rows[1]?.[5]).toBe(12.5);
  });

  it('zips entries that can be read back', async () => {
    const zip = await zipBuffers([
      { name: 'a.txt', data: Buffer.from('hallo') },
      { name: 'bilder/1.png', data: Buffer.from([1, 2, 3]) },
    ]);
    const read = await JSZip.loadAsync(zip);
    expect(Object.keys(read.files).sort()).toEqual(['a.txt', 'bilder/1.png']);
    expect(await read.file('a.txt')?.async('string')).toBe('hallo');
  });
});
