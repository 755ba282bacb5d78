/** The card's data rows and value formats, shared by all variants. */
import { CARD_EMAIL_MAX } from '../constants';
import { formatDate, ISO_DATE_FORMAT } from '../format';
import { isImpossibleDate } from '../validation/date-rules';
import { clean, safeColor } from './svg';
import type { CardLayoutInput } from './types';

/**
 * A date as printed: DD.MM.YYYY from YYYY-MM-DD or an ISO timestamp; DD.MM.YYYY stays; a complete date
 * whose day does not exist (31.02.1980) is left out, not shown as if valid; anything else (a date still
 * being typed) is shown as typed.
 */
export function cardDate(value: string | null | undefined): string {
  const v = clean(value);
  if (!v || isImpossibleDate(v) || isImpossibleDate(v, ISO_DATE_FORMAT)) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) return formatDate(v) || v;
  return v;
}

/** A month MM/JJ as printed; a complete one that does not exist (13/25) is left out. */
function monthYear(value: string | null | undefined): string {
  const v = clean(value);
  return isImpossibleDate(v, 'MM/YY') ? '' : v;
}

/** The e-mail as printed: cut to 40 characters (docs/product.md#limits). */
export const cardEmail = (value: string | null | undefined): string =>
  Array.from(clean(value)).slice(0, CARD_EMAIL_MAX).join('');

/** The label badge (at most 2 characters) and its colour, or null when there is none. */
export function cardLabel(input: CardLayoutInput): { value: string; color: string } | null {
  const value = Array.from(clean(input.lable_value)).slice(0, 2).join('');
  if (!input.with_lable || !value) return null;
  return { value, color: safeColor(input.lable_color, '#F7AD15') };
}

export interface CardField {
  label: string;
  value: string;
  /** Text colour of the value (the e-mail's print colour). */
  color?: string;
  /** Key for variants that place a field specially. */
  key: 'birthday' | 'department' | 'external_id' | 'field1' | 'field2' | 'field3' | 'email' | 'valid_to';
}

/** The tenant's address as one line: 'Seeweg 12 · 12345 Musterstadt'. */
export function tenantAddress(input: CardLayoutInput): string {
  const place = [clean(input.tenant_plz), clean(input.tenant_city)].filter(Boolean).join(' ');
  return [clean(input.tenant_street), place].filter(Boolean).join(' · ');
}

/** The cardholder's address as one line (NRW card). */
export function studentAddress(input: CardLayoutInput): string {
  return [clean(input.student_street), clean(input.student_city)].filter(Boolean).join(', ');
}

/**
 * The data rows in print order: birth date, department, external id, extra fields, e-mail, valid-until.
 * Rows the product does not use are left out; a needed row without a value stays (empty) so the
 * preview shows where it goes.
 */
export function cardFields(input: CardLayoutInput, textColor: string): CardField[] {
  const rows: CardField[] = [{ key: 'birthday', label: 'Geburtsdatum', value: cardDate(input.birthday) }];
  if (input.need_external_department || clean(input.external_department)) {
    rows.push({
      key: 'department',
      label: clean(input.external_department_name) || 'Klasse',
      value: clean(input.external_department),
    });
  }
  if (input.need_external_id || clean(input.external_id)) {
    rows.push({
      key: 'external_id',
      label: clean(input.external_id_name) || 'Ausweisnummer',
      value: clean(input.external_id),
    });
  }
  for (const n of [1, 2, 3] as const) {
    const label = clean(input[`field${n}_desc`]);
    if (!label) continue;
    // field1 and field2 are dates (TT.MM.JJJJ), field3 a month (MM/JJ).
    const value = n === 3 ? monthYear(input.field3) : cardDate(input[`field${n}`]);
    rows.push({ key: `field${n}`, label, value });
  }
  const email = input.print_email ? cardEmail(input.email) : '';
  if (email) {
    rows.push({
      key: 'email',
      label: 'E-Mail',
      value: email,
      color: safeColor(input.print_email_color, textColor),
    });
  }
  rows.push({ key: 'valid_to', label: 'Gültig bis', value: cardDate(input.card_valid_to) });
  return rows;
}
