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

/**
 * Instants read in German time (Europe/Berlin) wherever they are shown: in a browser in another zone, on
 * a server that runs in UTC (PDFs, exports). A date without a time (YYYY-MM-DD) is the date it names.
 */
const GERMAN_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A local time without a zone, written with a space ('2024-03-05 23:59:59'): every engine reads the T form. */
const LOCAL_WITH_SPACE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Day, month, year, hour, minute and second of a value in German time; null for none or an invalid one. */
function germanParts(value: DateInput): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (day)
    return {
      year: day[1] ?? '',
      month: day[2] ?? '',
      day: day[3] ?? '',
      hour: '00',
      minute: '00',
      second: '00',
    };
  const d =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' ? value.replace(LOCAL_WITH_SPACE, '$1T$2') : value);
  if (Number.isNaN(d.getTime())) return null;
  return Object.fromEntries(GERMAN_TIME.formatToParts(d).map((p) => [p.type, p.value]));
}

/** DD.MM.YYYY: a date as it is, an instant's day in German time ('' for none). */
export function formatDate(value: DateInput): string {
  const p = germanParts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** DD.MM.YYYY HH:mm:ss in German time. */
export function formatDateTime(value: DateInput): string {
  const p = germanParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** DD.MM.YYYY HH:mm in German time. */
export function formatDateTimeShort(value: DateInput): string {
  const p = germanParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

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
