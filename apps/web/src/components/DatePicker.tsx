/**
 * Date picker of docs/product.md#screens: German locale (week starts Monday), shows DD.MM.YYYY, value YYYY-MM-DD, typing
 * accepts digits only (the sectioned field), and a year-only mode (value YYYY).
 */
import { DATE_FORMAT, ISO_DATE_FORMAT } from '@ausweis/shared/format';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';

const pickerTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
const YEAR_FORMAT = 'YYYY';

export interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD (or YYYY in year mode); null or '' when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  yearOnly?: boolean;
  /** Same format as `value`. */
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  fullWidth?: boolean;
}

/** Parses a value string strictly; anything else is "no date". */
export function toDayjs(value: string | null | undefined, yearOnly = false): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value, yearOnly ? YEAR_FORMAT : ISO_DATE_FORMAT, true);
  return d.isValid() ? d : null;
}

/** Formats a picked date as the value string; incomplete or invalid input yields null. */
export function fromDayjs(d: Dayjs | null, yearOnly = false): string | null {
  return d?.isValid() ? d.format(yearOnly ? YEAR_FORMAT : ISO_DATE_FORMAT) : null;
}

export function DatePicker({
  label,
  value,
  onChange,
  yearOnly = false,
  minDate,
  maxDate,
  required,
  disabled,
  error,
  helperText,
  name,
  fullWidth = true,
}: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={pickerTexts}>
      <MuiDatePicker
        label={label}
        value={toDayjs(value, yearOnly)}
        onChange={(d) => onChange(fromDayjs(d, yearOnly))}
        format={yearOnly ? YEAR_FORMAT : DATE_FORMAT}
        views={yearOnly ? ['year'] : ['year', 'month', 'day']}
        openTo={yearOnly ? 'year' : 'day'}
        minDate={toDayjs(minDate, yearOnly) ?? undefined}
        maxDate={toDayjs(maxDate, yearOnly) ?? undefined}
        disabled={disabled}
        name={name}
        slotProps={{ textField: { required, error, helperText, fullWidth } }}
      />
    </LocalizationProvider>
  );
}
