/**
 * The Leitweg-ID of a public buyer (BT-10 of an XRechnung): Grobadressierung (2–12 digits),
 * optionally '-' Feinadressierung (1–30 letters or digits), then '-' and a two-digit Prüfziffer;
 * 5–46 characters in all. The Prüfziffer is ISO 7064 Mod 97-10 over the id without hyphens and
 * without the Prüfziffer, letters counting A = 10 … Z = 35 (upper- and lower-case alike), as for an
 * IBAN: id followed by the Prüfziffer, read as one number, leaves 1 when divided by 97.
 */
import type { RuleResult } from './validation/rules';

export const LEITWEG_ID_MIN = 5;
export const LEITWEG_ID_MAX = 46;
const SHAPE = /^(\d{2,12})(?:-([A-Za-z0-9]{1,30}))?-(\d{2})$/;

export const LEITWEG_ID_MESSAGES = {
  length: `Die Leitweg-ID muss ${LEITWEG_ID_MIN} bis ${LEITWEG_ID_MAX} Zeichen lang sein.`,
  chars: 'Die Leitweg-ID darf nur Ziffern, Buchstaben (ohne Umlaute) und Bindestriche enthalten.',
  shape:
    'Die Leitweg-ID hat nicht die Form Grobadressierung-Feinadressierung-Prüfziffer (z. B. 04011000-1234512345-06): 2 bis 12 Ziffern, optional bis zu 30 Buchstaben oder Ziffern, dann zwei Ziffern, durch Bindestriche getrennt.',
  checkDigit: (expected: string) =>
    `Die Prüfziffer der Leitweg-ID stimmt nicht: für diese Leitweg-ID wäre sie ${expected}. Bitte die Leitweg-ID prüfen.`,
} as const;

/** The digits of a text for Mod 97-10: 0–9 as they are, A–Z as 10–35. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text.toUpperCase()) {
    const value = Number.parseInt(ch, 36);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest;
}

/** The Prüfziffer of the id's Grobadressierung and Feinadressierung (hyphens ignored): '06'. */
export function leitwegCheckDigits(withoutCheck: string): string {
  const check = 98 - mod97(`${withoutCheck.replace(/-/g, '')}00`);
  return String(check).padStart(2, '0');
}

/** true, or the German message naming what is wrong (length, characters, shape or Prüfziffer). */
export function checkLeitwegId(value: string): RuleResult {
  const id = value.trim();
  if (id.length < LEITWEG_ID_MIN || id.length > LEITWEG_ID_MAX) return LEITWEG_ID_MESSAGES.length;
  if (!/^[A-Za-z0-9-]+$/.test(id)) return LEITWEG_ID_MESSAGES.chars;
  const match = SHAPE.exec(id);
  if (!match) return LEITWEG_ID_MESSAGES.shape;
  const body = id.slice(0, -3);
  if (mod97(`${body.replace(/-/g, '')}${match[3]}`) !== 1) {
    return LEITWEG_ID_MESSAGES.checkDigit(leitwegCheckDigits(body));
  }
  return true;
}
