/**
 * The photos' file names in a card export's zip: the card number (external id, e.g. GS00000303.png)
 * where it names one card of the export, otherwise Nachname_Vorname_<id>.png. ASCII letters, digits,
 * '-', '_' and '.', so every file system and zip tool takes them; unique without regard to case.
 */

interface PhotoRow {
  id: number;
  external_id: string | null;
  familyname: string;
  forname: string;
}

const TRANSLIT: Record<string, string> = {
  ß: 'ss',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
};

/** A safe part of a file name: transliterated, accents dropped, anything else '_'; at most 60 characters. */
export function safeNamePart(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFC')
    .replace(/[ßäöüÄÖÜłŁđĐøØæÆ]/g, (c) => TRANSLIT[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, 60);
}

/** Each row's photo file name (without folder), `extension` without the dot. */
export function photoFileNames(rows: PhotoRow[], extension: string): Map<number, string> {
  const byNumber = new Map<string, number>();
  for (const r of rows) {
    const key = safeNamePart(r.external_id).toLowerCase();
    if (key) byNumber.set(key, (byNumber.get(key) ?? 0) + 1);
  }
  const names = new Map<number, string>();
  const used = new Set<string>();
  for (const r of rows) {
    const number = safeNamePart(r.external_id);
    const person = [safeNamePart(r.familyname), safeNamePart(r.forname)].filter(Boolean).join('_');
    let base =
      number && byNumber.get(number.toLowerCase()) === 1
        ? number
        : person
          ? `${person}_${r.id}`
          : `Ausweis_${r.id}`;
    if (used.has(base.toLowerCase())) base = `${base}_${r.id}`;
    used.add(base.toLowerCase());
    names.set(r.id, `${base}.${extension}`);
  }
  return names;
}
