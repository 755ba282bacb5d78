/**
 * Digits-only date typing for the order form (docs/product.md#screens date picker: typing accepts digits only):
 * '15032012' becomes '15.03.2012' (TT.MM.JJJJ), '0927' becomes '09/27' (MM/JJ). On a phone this opens
 * the number keyboard, which is quicker for a birth date than a calendar.
 */

export type DateMask = 'TT.MM.JJJJ' | 'MM/JJ';

const MASKS: Record<DateMask, { groups: number[]; sep: string }> = {
  'TT.MM.JJJJ': { groups: [2, 2, 4], sep: '.' },
  'MM/JJ': { groups: [2, 2], sep: '/' },
};

/** Reformats typed text: digits only, separators inserted once the next group starts. */
export function maskDate(input: string, mask: DateMask): string {
  // Browser autofill of a birth date may deliver YYYY-MM-DD.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (iso && mask === 'TT.MM.JJJJ') return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const { groups, sep } = MASKS[mask];
  const max = groups.reduce((a, b) => a + b, 0);
  const digits = input.replace(/\D/g, '').slice(0, max);
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + g));
    at += g;
  }
  return parts.join(sep);
}
