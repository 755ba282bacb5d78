/**
 * 'R-Lauf anlegen' (/admin/invoices, docs/product.md#screens 'Invoice run creation', super admins with can_invoice): the
 * tenants with tenant-paid, confirmed and unbilled orders in the filter, one row each; billing the
 * selected ones creates one payment run per tenant at once; jobs draw and mail the invoices, and the
 * page follows them (CreatedRunsPanel).
 */
import {
  type CreatePaymentRunsRequest,
  INVOICE_MAX_TENANTS,
  INVOICE_TEXTS,
  zEmailList,
} from '@ausweis/shared/schemas/invoices';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { BulkActionControls } from '../../components/BulkActionControls';
import { useBulkAction } from '../../components/bulk-action';
import { DataTable } from '../../components/DataTable';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { PageHeader } from '../../components/PageHeader';
import { type TableQuery, useTableQuery } from '../../components/table-query';
import { serverFieldError } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import { useCreatePaymentRuns, useInvoiceableOrders } from './api';
import { CreatedRunsPanel } from './CreatedRunsPanel';
import { InvoiceFilters } from './InvoiceFilters';
import {
  billingSummary,
  confirmText,
  createdText,
  createRunsRequest,
  defaultInvoiceFilters,
  EMAILS_HINT,
  type InvoiceFilterState,
  invoiceableQuery,
  pageOf,
  selectAllText,
  selectionText,
  sortInvoiceable,
  toGridRows,
  withPageSelection,
} from './invoice-filters';
import { invoiceableColumns } from './invoiceable-columns';
// zEmailList() parses here: with the German zod messages.
import '../../lib/zod-german';

type InvoiceAction = 'bill';
const ACTIONS: { id: InvoiceAction; label: string }[] = [{ id: 'bill', label: INVOICE_TEXTS.actionBill }];

export default function CreateInvoiceRunPage() {
  const [filters, setFilters] = useState<InvoiceFilterState>(() => defaultInvoiceFilters());
  const query = useMemo(() => invoiceableQuery(filters), [filters]);
  const list = useInvoiceableOrders(query);
  const create = useCreatePaymentRuns();
  const bulk = useBulkAction<InvoiceAction>();
  const [table, setTable] = useTableQuery('invoice');
  const [emails, setEmails] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // The request is fixed when the question opens; it stays set while the dialog fades out.
  const [pending, setPending] = useState<{ request: CreatePaymentRunsRequest; text: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [createdIds, setCreatedIds] = useState<number[]>([]);

  const all = useMemo(() => toGridRows(query ? (list.data ?? []) : []), [query, list.data]);
  const sorted = useMemo(() => sortInvoiceable(all, table.sorts[0]), [all, table.sorts]);
  // After billing the list is shorter: stay on the last page that still has rows.
  const lastPage = Math.max(1, Math.ceil(sorted.length / table.count));
  const shown: TableQuery = { ...table, page: Math.min(table.page, lastPage) };
  const rows = pageOf(sorted, shown.page, shown.count);
  // The selection spans pages (and sorts): the grid shows and changes this page's part of it.
  const selected = bulk.selection.map(Number);
  const summary = billingSummary(all, selected);
  const chosen = new Set(selected);
  const tooMany = summary.tenants > INVOICE_MAX_TENANTS;

  const changeFilters = (patch: Partial<InvoiceFilterState>) => {
    setFilters((f) => ({ ...f, ...patch }));
    // Other rows: nothing selected, back on page 1.
    bulk.clear();
    setTable((t) => ({ ...t, page: 1 }));
  };

  const changePageSelection = (ids: readonly GridRowId[]) =>
    bulk.setSelection(withPageSelection(selected, rows, ids.map(Number)));

  const run = () => {
    if (!query || !bulk.canRun || create.isPending || tooMany) return;
    const parsed = zEmailList().safeParse(emails);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? MESSAGES.email);
      return;
    }
    const tenantIds = all.filter((r) => chosen.has(r.id)).map((r) => r.id);
    if (tenantIds.length === 0) return;
    setPending({
      // The filter the list was loaded with: the server bills what it lists for that filter.
      request: createRunsRequest(query, tenantIds, emails),
      text: confirmText(summary, parsed.data),
    });
    setConfirmOpen(true);
  };

  const bill = () => {
    setConfirmOpen(false);
    if (!pending || create.isPending) return;
    create.mutate(pending.request, {
      onSuccess: (result) => {
        showSuccess(createdText(result), 'Erfolg');
        setCreatedIds(result.runs.map((r) => r.id));
        bulk.clear();
      },
      onError: (error) => {
        const field = serverFieldError(error);
        if (field?.field.startsWith('additional_emails')) setEmailError(field.message);
      },
    });
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={INVOICE_TEXTS.createTitle} />
      <CreatedRunsPanel runIds={createdIds} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <InvoiceFilters value={filters} onChange={changeFilters} />
          <TextField
            size="small"
            label="Zusätzliche E-Mail-Empfänger"
            name="additional_emails"
            type="text"
            autoComplete="off"
            value={emails}
            onChange={(e) => {
              setEmails(e.target.value);
              setEmailError(null);
            }}
            error={Boolean(emailError)}
            helperText={emailError ?? EMAILS_HINT}
            sx={{ maxWidth: { sm: 520 } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <BulkActionControls
              bulk={bulk}
              actions={ACTIONS}
              loading={create.isPending}
              onRun={run}
              selectWidth={340}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {selectionText(summary)}
            </Typography>
            {all.length > 0 && summary.tenants < all.length && (
              <Button size="small" onClick={() => bulk.setSelection(all.map((r) => r.id))}>
                {selectAllText(all.length)}
              </Button>
            )}
            {summary.tenants > 0 && (
              <Button size="small" onClick={bulk.clear}>
                Auswahl aufheben
              </Button>
            )}
          </Box>
          {tooMany && <Alert severity="warning">{INVOICE_TEXTS.tooMany}</Alert>}
          <DataTable
            ariaLabel="Abrechenbare Mandanten"
            variant="invoice"
            columns={invoiceableColumns}
            rows={rows}
            total={sorted.length}
            loading={list.isFetching}
            query={shown}
            onQueryChange={setTable}
            selection={rows.filter((r) => chosen.has(r.id)).map((r) => r.id)}
            onSelectionChange={changePageSelection}
            selectionAcrossPages
          />
        </Stack>
      </Paper>
      <HoldToConfirm open={confirmOpen} onCancel={() => setConfirmOpen(false)} onOk={bill}>
        {pending?.text}
      </HoldToConfirm>
    </Stack>
  );
}
