/** The runs list's filter by payment state (the server decides it, today in German time). */
import { PAYMENT_STATE_NAMES, PAYMENT_STATES } from '@ausweis/shared/schemas/invoices';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { withFilter } from '../../components/TableFilters';
import type { TableQuery } from '../../components/table-query';

export function PaymentStateFilter({
  query,
  onChange,
}: {
  query: TableQuery;
  onChange: (q: TableQuery) => void;
}) {
  const value = query.filters.payment_state;
  return (
    <TextField
      select
      size="small"
      label="Zahlungsstatus"
      value={typeof value === 'string' ? value : ''}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(e) => onChange(withFilter(query, 'payment_state', e.target.value))}
    >
      <MenuItem value="">Alle</MenuItem>
      {PAYMENT_STATES.map((s) => (
        <MenuItem key={s} value={s}>
          {PAYMENT_STATE_NAMES[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
