import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { DATE_RANGE_TEXTS, DateRange, isReversedRange } from './date-range';
import { ExportOrdersQuery } from './exports';
import { CreatePaymentRunsRequest, InvoiceableQuery } from './invoices';
import { ReportQuery } from './reports';

const reversed = { date_from: '2026-03-12', date_to: '2026-03-10' };

describe('DateRange', () => {
  it('takes a range of one day or more', () => {
    expect(DateRange.parse({ date_from: '2026-03-10', date_to: '2026-03-10' })).toEqual({
      date_from: '2026-03-10',
      date_to: '2026-03-10',
    });
    expect(DateRange.safeParse({ date_from: '2026-02-28', date_to: '2026-03-01' }).success).toBe(true);
  });

  it('refuses a start after the end, in German, on date_from', () => {
    expect(isReversedRange(reversed)).toBe(true);
    const issues = DateRange.safeParse(reversed).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ message: DATE_RANGE_TEXTS.range, path: ['date_from'] }),
    ]);
  });

  it('names a date that does not exist before the order of the range', () => {
    const issues = DateRange.safeParse({ date_from: '2026-02-31', date_to: '2026-02-01' }).error?.issues;
    // The server answers the first issue.
    expect(issues?.[0]).toEqual(
      expect.objectContaining({ message: MESSAGES.noSuchDate, path: ['date_from'] }),
    );
  });

  it('keeps the check in the schemas built on it', () => {
    for (const schema of [ExportOrdersQuery, InvoiceableQuery, ReportQuery])
      expect(schema.safeParse(reversed).error?.issues[0]?.message).toBe(DATE_RANGE_TEXTS.range);
    const run = CreatePaymentRunsRequest.safeParse({ ...reversed, tenant_ids: [1] });
    expect(run.error?.issues.map((i) => i.message)).toEqual([DATE_RANGE_TEXTS.range]);
  });
});
