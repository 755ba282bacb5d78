import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { cleanup, render } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, fromDayjs, toDayjs } from './DatePicker';

afterEach(cleanup);

describe('DatePicker', () => {
  it('shows DD.MM.YYYY for a YYYY-MM-DD value', () => {
    const { container } = render(<DatePicker label="Geburtstag" value="2025-10-07" onChange={vi.fn()} />);
    expect(container.querySelector('input')?.value).toBe('07.10.2025');
  });

  it('shows only the year in year mode', () => {
    const { container } = render(<DatePicker label="Jahr" value="2026" yearOnly onChange={vi.fn()} />);
    expect(container.querySelector('input')?.value).toBe('2026');
  });

  it('converts strictly between value strings and dates', () => {
    expect(fromDayjs(toDayjs('2024-02-29'))).toBe('2024-02-29');
    expect(toDayjs('2023-02-29')).toBeNull();
    expect(toDayjs('29.02.2024')).toBeNull();
    expect(fromDayjs(toDayjs('2030', true), true)).toBe('2030');
    expect(fromDayjs(dayjs('invalid'))).toBeNull();
    expect(fromDayjs(null)).toBeNull();
  });

  it('starts weeks on Monday in the German locale', () => {
    const adapter = new AdapterDayjs({ locale: 'de' });
    const sunday = adapter.date('2025-10-19');
    expect(adapter.format(adapter.startOfWeek(sunday), 'weekday')).toBe('Montag');
  });
});
