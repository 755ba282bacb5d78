/** The report's open and overdue invoice amounts, per currency (today, whatever the range). */
import { formatMoney } from '@ausweis/shared/format';
import { RECEIVABLES_TEXTS, type ReportReceivables as Receivables } from '@ausweis/shared/schemas/reports';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PlainTable } from '../../components/PlainTable';

export function ReportReceivables({ receivables }: { receivables: readonly Receivables[] }) {
  return (
    <PlainTable
      label={RECEIVABLES_TEXTS.title}
      headers={['Währung', RECEIVABLES_TEXTS.open, RECEIVABLES_TEXTS.overdue]}
      empty={receivables.length === 0 ? RECEIVABLES_TEXTS.none : undefined}
    >
      {receivables.map((r) => (
        <TableRow key={r.currency}>
          <TableCell>{r.currency}</TableCell>
          <TableCell>{formatMoney(r.open, r.currency)}</TableCell>
          <TableCell>{formatMoney(r.overdue, r.currency)}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
