/** German calendar days on the server; the date itself is shared with the verifier page. */
import { germanIsoDate } from '@ausweis/shared/german-date';

export { germanIsoDate };

/**
 * The end of a German calendar day (YYYY-MM-DD): the instant its next day starts in Berlin, as ISO.
 * A card valid through that day is valid until this instant.
 */
export function endOfGermanDay(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const nextUtcMidnight = Date.UTC(y, m - 1, d + 1);
  // Berlin is UTC+1 or UTC+2: its midnight is one of these two instants.
  for (const hours of [1, 2]) {
    const at = new Date(nextUtcMidnight - hours * 3_600_000);
    if (germanIsoDate(at) !== isoDate && germanIsoDate(new Date(at.getTime() - 1)) === isoDate)
      return at.toISOString();
  }
  return new Date(nextUtcMidnight).toISOString();
}

/** The German calendar day (YYYY-MM-DD) that ends at the instant `end` (the inverse of endOfGermanDay). */
export const germanDayEndingAt = (end: string): string =>
  germanIsoDate(new Date(new Date(end).getTime() - 1));
