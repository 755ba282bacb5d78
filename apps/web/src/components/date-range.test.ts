import { describe, expect, it } from 'vitest';
import { dateRangeErrors, validDateRange } from './date-range';

describe('date range filter', () => {
  it('passes a valid range on, including a single day', () => {
    expect(validDateRange({ date_from: '2026-03-01', date_to: '2026-03-31' })).toEqual({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    });
    expect(validDateRange({ date_from: '2026-03-01', date_to: '2026-03-01' })).not.toBeNull();
    expect(dateRangeErrors({ date_from: '2026-03-01', date_to: '2026-03-31' })).toEqual({});
  });

  it('refuses invalid and reversed dates with the German messages', () => {
    expect(dateRangeErrors({ date_from: null, date_to: '2026-03-31' })).toEqual({
      date_from: 'Das Datumsformat muss TT.MM.JJJJ sein.',
    });
    expect(validDateRange({ date_from: '2026-03-01', date_to: null })).toBeNull();
    const reversed = { date_from: '2026-04-02', date_to: '2026-03-31' };
    expect(dateRangeErrors(reversed)).toEqual({ date_to: 'Das Startdatum muss vor dem Enddatum liegen.' });
    expect(validDateRange(reversed)).toBeNull();
  });
});
