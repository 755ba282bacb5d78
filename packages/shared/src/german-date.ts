/** The calendar date in Germany (YYYY-MM-DD): file names and "today" rules follow German days, not UTC. */
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today (or `at`) in Germany as YYYY-MM-DD: a card is valid through its last day there. */
export const germanIsoDate = (at: Date = new Date()): string => berlinDay.format(at);

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant as DD.MM.YYYY HH:mm:ss in German time, wherever the code runs (server, any browser). */
export const germanDateTime = (iso: string): string => berlinTime.format(new Date(iso)).replace(',', '');
