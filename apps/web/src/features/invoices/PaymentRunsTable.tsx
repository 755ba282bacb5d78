/**
 * The payment runs as a server-paged table whose rows expand to their orders (docs/product.md#screens 'Rechnungsläufe':
 * a row click expands the run). A plain table rather than the data grid: the grid has no rows below rows.
 */
import { PAGE_SIZE_OPTIONS, TABLE_TEXTS } from '@ausweis/shared/constants';
import { INVOICE_TEXTS, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { PAYMENT_TEXTS } from '@ausweis/shared/schemas/run-payments';
import CodeIcon from '@mui/icons-material/Code';
import DownloadIcon from '@mui/icons-material/Download';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment } from 'react';
import { RowAction } from '../../components/RowAction';
import { displayedRowsLabel, type TableQuery } from '../../components/table-query';
import { runColumns, stickyEndSx } from './payment-run-columns';
import { RunCancelAction } from './RunCancellation';
import { RunOrdersTable } from './RunOrdersTable';

const headSx = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
// '1px', not 1: sx reads 1 as 100 %, and a hidden text as wide as the table made it scroll sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Expand toggle, the columns, the actions. */
const SPAN = runColumns.length + 2;

/** The next sort after a click on a header: a new column starts descending, the same one flips. */
export function nextSort(query: TableQuery, key: string): TableQuery {
  const current = query.sorts[0];
  const order = current?.key === key && current.order === 'desc' ? 'asc' : 'desc';
  return { ...query, sorts: [{ key, order }], page: 1 };
}

export function PaymentRunsTable({
  rows,
  total,
  totalExact = true,
  loading,
  query,
  onQueryChange,
  expanded,
  onToggle,
  onDownload,
  onDownloadXml,
  onResend,
  onRetry,
  onPayments,
}: {
  rows: readonly PaymentRunRow[];
  total: number;
  /** pagination.total_exact: false when more than `total` runs match. */
  totalExact?: boolean;
  loading: boolean;
  query: TableQuery;
  onQueryChange: (q: TableQuery) => void;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onDownload: (run: PaymentRunRow) => void;
  /** The XRechnung XML, offered for runs billed to a Leitweg-ID. */
  onDownloadXml: (run: PaymentRunRow) => void;
  onResend: (run: PaymentRunRow) => void;
  /** 'Erneut versuchen' for a run whose invoice failed. */
  onRetry: (run: PaymentRunRow) => void;
  /** 'Zahlungen': the run's payments, 'Zahlung erfassen'. */
  onPayments: (run: PaymentRunRow) => void;
}) {
  const sort = query.sorts[0];
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Wird geladen" />}</Box>
      {/*
        Relative: the hidden header text stays inside the scrolling box. Inline-size container: an
        expanded run's orders are as wide as this box (100cqw) and scroll on their own, so the runs'
        columns and actions stay in view.
      */}
      {/* Scrolls sideways on a phone: reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Rechnungsläufe"
        sx={{ position: 'relative', containerType: 'inline-size' }}
      >
        {/* Narrow cell padding: the runs' columns and actions fit a 1366 px screen. */}
        <Table size="small" aria-label="Rechnungsläufe" sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Bestellungen
                </Box>
              </TableCell>
              {runColumns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sx={headSx}
                  sortDirection={c.sort && sort?.key === c.sort ? sort.order : false}
                >
                  {c.sort ? (
                    <TableSortLabel
                      active={sort?.key === c.sort}
                      direction={sort?.key === c.sort ? sort.order : 'desc'}
                      onClick={() => onQueryChange(nextSort(query, c.sort as string))}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
              <TableCell sx={{ ...headSx, ...stickyEndSx }}>Aktion</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const open = expanded.has(r.id);
              const detailId = `run-orders-${r.id}`;
              return (
                <Fragment key={r.id}>
                  <TableRow
                    hover
                    selected={open}
                    onClick={() => onToggle(r.id)}
                    sx={{ cursor: 'pointer', '& > td': open ? { borderBottom: 0 } : undefined }}
                  >
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={`Bestellungen von Lauf ${r.id} ${open ? 'ausblenden' : 'anzeigen'}`}
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        onClick={(e) => {
                          e.stopPropagation();
                          onToggle(r.id);
                        }}
                      >
                        {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                    {runColumns.map((c) => (
                      <TableCell
                        key={c.key}
                        align={c.numeric ? 'right' : 'left'}
                        sx={{ whiteSpace: c.nowrap ? 'nowrap' : undefined, minWidth: c.minWidth }}
                      >
                        {c.cell(r)}
                      </TableCell>
                    ))}
                    {/* The icons wrap onto a second line where the row is too narrow (a laptop). */}
                    <TableCell sx={{ py: 0, ...stickyEndSx }}>
                      <RowAction
                        title={PAYMENT_TEXTS.payments}
                        label={`${PAYMENT_TEXTS.payments} zu Rechnung ${r.invoice_number}`}
                        icon={<PaymentsIcon fontSize="small" />}
                        onClick={() => onPayments(r)}
                      />
                      <RowAction
                        title="Rechnung herunterladen"
                        label={`Rechnung ${r.invoice_number} herunterladen`}
                        icon={<DownloadIcon fontSize="small" />}
                        onClick={() => onDownload(r)}
                      />
                      {r.leitweg_id && (
                        <RowAction
                          title={INVOICE_TEXTS.downloadXRechnung}
                          label={`XRechnung ${r.invoice_number} herunterladen`}
                          icon={<CodeIcon fontSize="small" />}
                          onClick={() => onDownloadXml(r)}
                        />
                      )}
                      {r.invoice_state === 'issued' && !r.cancelled_at && (
                        <RowAction
                          title="Rechnung erneut senden"
                          label={`Rechnung ${r.invoice_number} erneut senden`}
                          icon={<ForwardToInboxIcon fontSize="small" />}
                          onClick={() => onResend(r)}
                        />
                      )}
                      {r.invoice_state === 'failed' && (
                        <RowAction
                          title={INVOICE_TEXTS.retry}
                          label={`Rechnung ${r.invoice_number}: ${INVOICE_TEXTS.retry}`}
                          icon={<ReplayIcon fontSize="small" />}
                          color="error"
                          onClick={() => onRetry(r)}
                        />
                      )}
                      <RunCancelAction run={r} />
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow>
                      <TableCell colSpan={SPAN} sx={{ p: 0, bgcolor: 'grey.50' }}>
                        <RunOrdersTable run={r} id={detailId} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={SPAN} sx={{ color: 'text.secondary', py: 3 }}>
                  {loading ? 'Wird geladen …' : TABLE_TEXTS.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // -1: MUI's 'unknown total', which keeps the next page open.
        count={totalExact ? total : -1}
        labelDisplayedRows={({ from, to }) => displayedRowsLabel(from, to, total, totalExact)}
        page={Math.max(0, query.page - 1)}
        rowsPerPage={query.count}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        labelRowsPerPage={TABLE_TEXTS.rowsPerPage}
        onPageChange={(_e, page) => onQueryChange({ ...query, page: page + 1 })}
        onRowsPerPageChange={(e) => onQueryChange({ ...query, count: Number(e.target.value), page: 1 })}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          // Phones: no room for the page size; the arrows must stay reachable.
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
            display: { xs: 'none', sm: 'inline-flex' },
          },
        }}
      />
    </Box>
  );
}
