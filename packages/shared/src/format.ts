/** German display formats of docs/product.md#limits: DD.MM.YYYY dates, Ja/Nein, money with two decimals and €. */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export { formatMoney } from './money';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const DATE_TIME_SHORT_FORMAT = 'DD.MM.YYYY HH:mm';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date | null | undefined;

function fmt(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

export const formatDate = (value: DateInput): string => fmt(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput): string => fmt(value, DATE_TIME_FORMAT);
export const formatDateTimeShort = (value: DateInput): string => fmt(value, DATE_TIME_SHORT_FORMAT);

/** Strictly parses DD.MM.YYYY (or another pattern); returns YYYY-MM-DD or null. */
export function parseGermanDate(value: string, pattern = DATE_FORMAT): string | null {
  const d = dayjs(value, pattern, true);
  return d.isValid() ? d.format(ISO_DATE_FORMAT) : null;
}

export const yesNo = (value: boolean | null | undefined): string => (value ? 'Ja' : 'Nein');

/** '1 Ausweis', '1.234 Ausweise': a count with its noun in the right number. */
export const countOf = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

/** Cuts a string to at most `max` characters (error logs, toasts). */
export function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}
