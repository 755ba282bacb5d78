/** The orders of one payment run, shown below its row; edit selects the order's tenant and opens the card. */
import { TABLE_TEXTS } from '@ausweis/shared/constants';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowAction } from '../../components/RowAction';
import { useOpenOrder } from '../orders/public';
import { usePaymentRunOrders } from './api';
import { runOrderColumns, stickyEndSx } from './payment-run-columns';

const headSx = { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'grey.100' } as const;

export function RunOrdersTable({ run, id }: { run: PaymentRunRow; id: string }) {
  const orders = usePaymentRunOrders(run.id);
  const openOrder = useOpenOrder();
  const rows = orders.data ?? [];
  const label = `Bestellungen von Lauf ${run.id}`;
  const empty = orders.isPending
    ? 'Wird geladen …'
    : orders.isError
      ? 'Die Bestellungen konnten nicht geladen werden.'
      : TABLE_TEXTS.noData;
  return (
    <Box
      id={id}
      sx={{
        // The visible width of the runs table (its inline-size container), pinned while it scrolls.
        width: '100cqw',
        position: 'sticky',
        left: 0,
        boxSizing: 'border-box',
        px: { xs: 1, sm: 2 },
        py: 1.5,
      }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label} (Rechnung {run.invoice_number})
      </Typography>
      {/* Scrolls without padding, so nothing shows beside the sticky action column. */}
      <Box tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              {runOrderColumns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={headSx}>
                  {c.header}
                </TableCell>
              ))}
              <TableCell sx={{ ...stickyEndSx, ...headSx }}>Aktion</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                {runOrderColumns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: c.nowrap ? 'nowrap' : undefined, minWidth: c.minWidth }}
                  >
                    {c.cell(r)}
                  </TableCell>
                ))}
                <TableCell sx={{ py: 0, ...stickyEndSx }}>
                  <RowAction
                    title="Card bearbeiten"
                    label={`Card bearbeiten (Bestellung ${r.id})`}
                    icon={<EditIcon fontSize="small" />}
                    onClick={() => openOrder(r, r.from_archive)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={runOrderColumns.length + 1} sx={{ color: 'text.secondary', py: 2 }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
