/** A run's invoice state ('Rechnung wird erstellt', 'Versendet an 2 Empfänger', 'Fehlgeschlagen') as a chip. */
import { invoiceStateText, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';

const COLORS = { pending: 'info', issued: 'success', failed: 'error' } as const;
const ICONS = {
  pending: <CircularProgress size={12} aria-hidden />,
  issued: <CheckCircleOutlineIcon />,
  failed: <ErrorOutlineIcon />,
};

export function InvoiceStateChip({ run }: { run: Pick<PaymentRunRow, 'invoice_state' | 'invoice_mails'> }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[run.invoice_state]}
      icon={ICONS[run.invoice_state]}
      label={invoiceStateText(run)}
      // The colour is on the border and the icon; the text stays dark, readable also under a dialog's backdrop.
      // A long state wraps onto a second line, so that the runs' columns fit a 1366 px screen.
      sx={{
        height: 'auto',
        py: 0.25,
        '& .MuiChip-label': { color: 'text.primary', whiteSpace: 'normal' },
      }}
    />
  );
}
