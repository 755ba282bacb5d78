/** The calendar date in Germany (YYYY-MM-DD): file names and "today" rules follow German days, not UTC. */
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today (or `at`) in Germany as YYYY-MM-DD: a card is valid through its last day there. */
export const germanIsoDate = (at: Date = new Date()): string => berlinDay.format(at);
