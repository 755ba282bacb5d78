/** The Von/Bis date pickers of a filter panel, with the docs/product.md#validation messages under them. */
import { DatePicker } from './DatePicker';
import { type DateRangeDraft, dateRangeErrors } from './date-range';

export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRangeDraft;
  onChange: (patch: Partial<DateRangeDraft>) => void;
}) {
  const errors = dateRangeErrors(value);
  return (
    <>
      <DatePicker
        label="Von"
        name="date_from"
        value={value.date_from}
        onChange={(date_from) => onChange({ date_from })}
        error={Boolean(errors.date_from)}
        helperText={errors.date_from}
      />
      <DatePicker
        label="Bis"
        name="date_to"
        value={value.date_to}
        onChange={(date_to) => onChange({ date_to })}
        error={Boolean(errors.date_to)}
        helperText={errors.date_to}
      />
    </>
  );
}
