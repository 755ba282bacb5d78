import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeErrors as dateErrors } from '../../components/date-range';
import { defaultExportFilters, listQuery } from './export-filters';

describe('export filters', () => {
  it('default to DE and the last 30 days', () => {
    const f = defaultExportFilters(dayjs('2026-03-31'));
    expect(f).toMatchObject({ country_id: 'DE', date_from: '2026-03-01', date_to: '2026-03-31' });
    expect(listQuery(f)).toEqual({
      country_id: 'DE',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      include_exported: false,
      include_test: false,
    });
  });

  it('disable the list for an invalid or reversed range', () => {
    const f = defaultExportFilters(dayjs('2026-03-31'));
    expect(dateErrors({ ...f, date_from: null })).toEqual({
      date_from: 'Das Datumsformat muss TT.MM.JJJJ sein.',
    });
    expect(listQuery({ ...f, date_to: null })).toBeNull();
    const reversed = { ...f, date_from: '2026-04-02' };
    expect(dateErrors(reversed).date_to).toBe('Das Startdatum muss vor dem Enddatum liegen.');
    expect(listQuery(reversed)).toBeNull();
  });
});
