/** The order's payment attempts in the card details' advanced data (super admins): a second payment shows as 'erstattet'. */
import { formatDateTime, formatMoney } from '@ausweis/shared/format';
import {
  type CardPaymentTransaction,
  PAYMENT_TRANSACTION_STATE_LABELS,
} from '@ausweis/shared/schemas/card-details';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const PROVIDER_LABELS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', test: 'Testzahlung' };

export function PaymentTransactions({ rows }: { rows: CardPaymentTransaction[] }) {
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" id="card-payments-label">
        Zahlungen
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body1">–</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="card-payments-label">
            <TableHead>
              <TableRow>
                <TableCell>Anbieter</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Betrag</TableCell>
                <TableCell>Angelegt am</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{PROVIDER_LABELS[t.provider] ?? t.provider}</TableCell>
                  <TableCell>{PAYMENT_TRANSACTION_STATE_LABELS[t.state]}</TableCell>
                  <TableCell align="right">{formatMoney(t.amount, t.currency)}</TableCell>
                  <TableCell>{formatDateTime(t.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
