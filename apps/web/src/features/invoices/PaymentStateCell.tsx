/** A run's payment in the runs list: its state as a chip, paid and open amount, due date. */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import { PAYMENT_STATE_NAMES, type PaymentRunRow, type PaymentState } from '@ausweis/shared/schemas/invoices';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const COLORS: Record<PaymentState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  open: 'info',
  partly_paid: 'warning',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
};

/** What the run still owes (nothing once cancelled or paid in full). */
export const openAmountOf = (run: Pick<PaymentRunRow, 'payment_state' | 'total_amount' | 'paid_amount'>) =>
  run.payment_state === 'cancelled' ? 0 : Math.max(0, run.total_amount - run.paid_amount);

export function PaymentStateChip({ state }: { state: PaymentState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={PAYMENT_STATE_NAMES[state]}
      // As the invoice state: the colour on the border, the text dark.
      sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
}

/** Nothing for a cancelled run: its cancellation (CancellationNote) says 'Storniert' once. */
export function PaymentStateCell({ run }: { run: PaymentRunRow }) {
  if (run.payment_state === 'cancelled') return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <PaymentStateChip state={run.payment_state} />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        Bezahlt {formatMoney(run.paid_amount, run.currency)}
        <br />
        Offen {formatMoney(openAmountOf(run), run.currency)}
        <br />
        Fällig {formatDate(run.due_date)}
      </Typography>
    </Stack>
  );
}
