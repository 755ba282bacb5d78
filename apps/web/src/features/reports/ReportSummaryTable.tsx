/** The report's figures, one column per currency; each label has its meaning as a keyboard-reachable tooltip. */
import type { ReportTotals } from '@ausweis/shared/schemas/reports';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { figureRows, zeroTotals } from './report-data';

/** Revenue rows stand out: what the business earned. */
const STRONG = new Set(['sum_price']);

export function ReportSummaryTable({ totals: given }: { totals: readonly ReportTotals[] }) {
  const totals = given.length > 0 ? given : [zeroTotals()];
  const rows = figureRows(totals);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 720 }}>
      <Table size="small" aria-label="Kennzahlen">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Kennzahl</TableCell>
            {totals.map((t) => (
              <TableCell key={t.currency} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {totals.length > 1 ? `Wert (${t.currency})` : 'Wert'}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row" sx={{ py: 0.25 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Box component="span" sx={{ fontWeight: STRONG.has(r.key) ? 700 : undefined }}>
                    {r.label}
                  </Box>
                  <Tooltip title={r.hint} describeChild enterTouchDelay={0} leaveTouchDelay={5000}>
                    <IconButton
                      size="small"
                      aria-label={`Erläuterung: ${r.label}`}
                      sx={{ color: 'text.secondary' }}
                    >
                      <InfoOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </TableCell>
              {r.values.map((v, i) => (
                <TableCell
                  key={totals[i]?.currency ?? i}
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: STRONG.has(r.key) ? 700 : undefined }}
                >
                  {v}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
