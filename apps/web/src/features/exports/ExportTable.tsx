/** The print queue as a plain table (all rows at once; the download takes them all). */

import { TABLE_TEXTS } from '@ausweis/shared/constants';
import { formatDateTimeShort, yesNo } from '@ausweis/shared/format';
import type { ExportOrderRow } from '@ausweis/shared/schemas/exports';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const COLUMNS: { header: string; cell: (r: ExportOrderRow) => string; nowrap?: boolean }[] = [
  { header: 'Bestell-ID', cell: (r) => String(r.order_id) },
  { header: 'Mandant', cell: (r) => [r.name, r.name2].filter(Boolean).join(' ') },
  { header: 'Ort', cell: (r) => `${r.plz} ${r.city}` },
  { header: 'Bestellt am', cell: (r) => formatDateTimeShort(r.created_at), nowrap: true },
  { header: 'Produkt Typ', cell: (r) => r.product_type },
  { header: 'Validiert?', cell: (r) => yesNo(r.validated) },
  { header: 'Exportiert am', cell: (r) => formatDateTimeShort(r.exported_at), nowrap: true },
];

export function ExportTable({ rows, loading }: { rows: ExportOrderRow[]; loading: boolean }) {
  return (
    // Scrolls on its own: reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Bestellungen für den Export"
      sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table stickyHeader size="small" aria-label="Bestellungen für den Export">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.order_id} hover>
              {COLUMNS.map((c) => (
                <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} sx={{ color: 'text.secondary', py: 3 }}>
                {loading ? 'Wird geladen …' : TABLE_TEXTS.noData}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
