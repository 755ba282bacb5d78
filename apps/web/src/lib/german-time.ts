/**
 * Timestamps shown in German time (Europe/Berlin) whatever the browser's zone: a run's 'Bis' is 23:59:59
 * German time of its last day and must read so everywhere.
 */
const ZONE = 'Europe/Berlin';

const formatter = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Input = string | number | Date | null | undefined;

function parts(value: Input): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return Object.fromEntries(formatter.formatToParts(d).map((p) => [p.type, p.value]));
}

/** DD.MM.YYYY in German time ('' for none). */
export function formatGermanDate(value: Input): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** DD.MM.YYYY HH:mm:ss in German time. */
export function formatGermanDateTime(value: Input): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** DD.MM.YYYY HH:mm in German time. */
export function formatGermanDateTimeShort(value: Input): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}
