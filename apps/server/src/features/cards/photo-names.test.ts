import { describe, expect, it } from 'vitest';
import { photoFileNames, safeNamePart } from './photo-names';

const row = (id: number, familyname: string, forname: string, external_id: string | null = null) => ({
  id,
  familyname,
  forname,
  external_id,
});

describe('photo file names of a card export', () => {
  it('names a photo by its card number, else by name and id', () => {
    const names = photoFileNames(
      [
        row(303, 'Mustermann', 'Max', 'GS00000303'),
        row(7, 'Mustermann', 'Max'),
        row(8, 'Muster', 'Eva', ' '),
      ],
      'png',
    );
    expect([...names.values()]).toEqual(['GS00000303.png', 'Mustermann_Max_7.png', 'Muster_Eva_8.png']);
  });

  it('keeps names safe for every file system: umlauts spelled out, accents dropped, no separators', () => {
    expect(safeNamePart('Özdemir-Łukasiewicz')).toBe('Oezdemir-Lukasiewicz');
    expect(safeNamePart('Ngũgĩ wa Thiong’o')).toBe('Ngugi_wa_Thiong_o');
    expect(safeNamePart('../../etc/passwd')).toBe('etc_passwd');
    expect(safeNamePart('Groß\\Klein:"*?<>|')).toBe('Gross_Klein');
    const names = photoFileNames([row(5, 'Jäger', 'Zoë', 'a/b'), row(6, '', '', null)], 'png');
    expect([...names.values()]).toEqual(['a_b.png', 'Ausweis_6.png']);
  });

  it('is unique: a number that several cards share (any case) falls back to name and id', () => {
    const names = photoFileNames(
      [row(1, 'A', 'B', 'S-1'), row(2, 'C', 'D', 's-1'), row(3, 'E', 'F', 'S-2'), row(4, 'E', 'F', null)],
      'png',
    );
    expect([...names.values()]).toEqual(['A_B_1.png', 'C_D_2.png', 'S-2.png', 'E_F_4.png']);
    expect(new Set([...names.values()].map((n) => n.toLowerCase())).size).toBe(4);
  });
});
