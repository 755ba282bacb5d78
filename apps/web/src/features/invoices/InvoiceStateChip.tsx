/** A run's invoice state ('Rechnung wird erstellt', 'Versendet an 2 Empfänger', 'Fehlgeschlagen') as a chip. */
import { invoiceStateText, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';

const COLORS = { pending: 'info', issued: 'success', failed: 'error' } as const;

export function InvoiceStateChip({ run }: { run: Pick<PaymentRunRow, 'invoice_state' | 'invoice_mails'> }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[run.invoice_state]}
      label={invoiceStateText(run)}
      icon={run.invoice_state === 'pending' ? <CircularProgress size={12} aria-hidden /> : undefined}
    />
  );
}
