/**
 * The credits of an imported statement, by outcome: a switch per state with its count, then the
 * entries of the chosen state (date, amount, payer, remittance, invoice, outcome and why).
 */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import {
  STATEMENT_ENTRY_STATE_NAMES,
  STATEMENT_ENTRY_STATES,
  type StatementEntry,
  type StatementEntryState,
} from '@ausweis/shared/schemas/bank-statements';
import { PAYMENT_STATE_NAMES } from '@ausweis/shared/schemas/invoices';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PlainTable } from '../../components/PlainTable';

/** Rows drawn at once: a statement may hold thousands; the counts say how many there are. */
const SHOWN = 300;

const HEADERS = ['Datum', 'Betrag', 'Zahler', 'Verwendungszweck', 'Rechnung', 'Ergebnis', 'Hinweis'] as const;

const COLORS: Record<StatementEntryState, 'success' | 'warning' | 'error' | 'default'> = {
  matched: 'success',
  partial: 'success',
  ambiguous: 'warning',
  unmatched: 'error',
  booked: 'default',
};

type Shown = StatementEntryState | 'all';

export function BankStatementEntries({ entries }: { entries: readonly StatementEntry[] }) {
  const [shown, setShown] = useState<Shown>('all');
  const counts = new Map<StatementEntryState, number>();
  for (const e of entries) counts.set(e.state, (counts.get(e.state) ?? 0) + 1);
  const rows = entries.filter((e) => shown === 'all' || e.state === shown);
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown}
        onChange={(_, v: Shown | null) => v && setShown(v)}
        aria-label="Buchungen nach Ergebnis"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">Alle ({entries.length})</ToggleButton>
        {STATEMENT_ENTRY_STATES.filter((s) => counts.has(s)).map((s) => (
          <ToggleButton key={s} value={s}>
            {STATEMENT_ENTRY_STATE_NAMES[s]} ({counts.get(s)})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PlainTable
        label="Gutschriften des Kontoauszugs"
        headers={HEADERS}
        empty={rows.length === 0 ? 'Der Kontoauszug enthält keine Gutschriften.' : undefined}
      >
        {rows.slice(0, SHOWN).map((e) => (
          <TableRow key={e.entry_ref}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.value_date)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
              {formatMoney(e.amount, e.currency)}
            </TableCell>
            <TableCell>{e.payer ?? '–'}</TableCell>
            <TableCell sx={{ minWidth: 180, wordBreak: 'break-word' }}>{e.remittance || '–'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {e.invoice_number ?? '–'}
              {e.tenant_name && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                  {e.tenant_name}
                  {e.run_state && ` · ${PAYMENT_STATE_NAMES[e.run_state]}`}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={COLORS[e.state]}
                label={STATEMENT_ENTRY_STATE_NAMES[e.state]}
                sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
              />
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>{e.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
      {rows.length > SHOWN && (
        <Typography variant="body2" color="text.secondary">
          Angezeigt sind die ersten {SHOWN} von {rows.length} Buchungen.
        </Typography>
      )}
    </Stack>
  );
}
