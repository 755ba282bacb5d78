/**
 * The three codes in one paste (accessible sign-in, no retyping): the card app link of the access mail,
 * the mail's three code lines ('Zugangscode: …' in any language), or the three codes side by side.
 */
import { type CardAppCodes, codesFromFragment } from '@ausweis/shared/schemas/card-app-texts';

const CODE = /^[A-Za-z0-9-]{2,40}$/;

export function pastedCodes(text: string): CardAppCodes | null {
  const hash = /#(.*)$/s.exec(text.trim())?.[1];
  if (hash) return codesFromFragment(hash);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.slice(line.lastIndexOf(':') + 1).trim())
    .filter(Boolean);
  const values = lines.length === 1 ? (lines[0] ?? '').split(/\s+/) : lines;
  if (values.length !== 3 || !values.every((v) => CODE.test(v))) return null;
  const [tenant = '', product = '', online = ''] = values;
  return { tenant_short_code: tenant, product_short_code: product, online_code: online };
}
