/**
 * 'Rechnungsläufe' (/admin/listruns, docs/product.md#screens 'Payment runs list', super admins with can_invoice): the
 * runs, newest first and server-paged; a row expands to its orders, whose edit opens the card. Each run
 * shows its invoice's state (asked again while one is being drawn); the invoice can be downloaded and
 * mailed again, and one that failed can be started again. Each run shows its payment state (filterable);
 * 'Zahlungen' lists, books and reverses its payments.
 */
import { BANK_STATEMENT_TEXTS } from '@ausweis/shared/schemas/bank-statements';
import { INVOICE_TEXTS, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { ListPage } from '../../components/ListPage';
import { TableFilters } from '../../components/TableFilters';
import { pagedTableProps, useTableQuery } from '../../components/table-query';
import { showSuccess } from '../../lib/toast';
import { downloadInvoicePdf, downloadXRechnung, usePaymentRuns, useRetryInvoice } from './api';
import { PaymentRunsTable } from './PaymentRunsTable';
import { PaymentStateFilter } from './PaymentStateFilter';
import { ResendInvoiceDialog } from './ResendInvoiceDialog';
import { RunPaymentsDialog } from './RunPaymentsDialog';

const TEXT_FILTERS = [
  { key: 'id', label: 'Lauf-ID' },
  { key: 'tenant_id', label: 'Mandant-ID' },
] as const;

export default function PaymentRunsPage() {
  const [query, setQuery] = useTableQuery();
  const runs = usePaymentRuns(query);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [resendRun, setResendRun] = useState<PaymentRunRow | null>(null);
  const [paymentsRun, setPaymentsRun] = useState<PaymentRunRow | null>(null);
  // The dialog follows the run as the list reloads after a booking.
  const paymentsShown = paymentsRun && (runs.data?.data.find((r) => r.id === paymentsRun.id) ?? paymentsRun);
  const retry = useRetryInvoice();
  const retryRun = (run: PaymentRunRow) => {
    if (retry.isPending) return;
    retry.mutate(run.id, {
      onSuccess: () => showSuccess(`Rechnung ${run.invoice_number} wird erneut erstellt und versendet.`),
    });
  };

  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ListPage
      title={INVOICE_TEXTS.listTitle}
      action={{
        label: BANK_STATEMENT_TEXTS.title,
        to: '/admin/listruns/bank-statement',
        icon: <UploadFileIcon />,
        link: true,
      }}
      filters={
        <TableFilters query={query} onChange={setQuery} text={TEXT_FILTERS}>
          <PaymentStateFilter query={query} onChange={setQuery} />
        </TableFilters>
      }
      dialogs={
        <>
          <ResendInvoiceDialog run={resendRun} onClose={() => setResendRun(null)} />
          <RunPaymentsDialog run={paymentsShown} onClose={() => setPaymentsRun(null)} />
        </>
      }
    >
      <PaymentRunsTable
        rows={runs.data?.data ?? []}
        {...pagedTableProps(runs)}
        query={query}
        onQueryChange={setQuery}
        expanded={expanded}
        onToggle={toggle}
        onDownload={(run) => void downloadInvoicePdf(run)}
        onDownloadXml={(run) => void downloadXRechnung(run)}
        onResend={setResendRun}
        onRetry={retryRun}
        onPayments={setPaymentsRun}
      />
    </ListPage>
  );
}
