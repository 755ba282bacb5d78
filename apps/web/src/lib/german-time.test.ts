import { describe, expect, it } from 'vitest';
import { formatGermanDate, formatGermanDateTime, formatGermanDateTimeShort } from './german-time';

describe('German time', () => {
  it('shows the end of a German day as 23:59:59, summer and winter', () => {
    expect(formatGermanDateTime('2026-03-31T21:59:59.000Z')).toBe('31.03.2026 23:59:59');
    expect(formatGermanDateTime('2026-01-31T22:59:59.000Z')).toBe('31.01.2026 23:59:59');
    expect(formatGermanDate('2026-01-31T23:30:00.000Z')).toBe('01.02.2026');
    expect(formatGermanDateTimeShort('2026-06-01T06:05:00.000Z')).toBe('01.06.2026 08:05');
  });

  it('is empty for no or invalid values', () => {
    expect(formatGermanDateTime(null)).toBe('');
    expect(formatGermanDate('')).toBe('');
    expect(formatGermanDate('kein Datum')).toBe('');
  });
});
