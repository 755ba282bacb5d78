/** Columns of 'Rechnungsläufe' and of a run's orders, in the specified order (plus the invoice). */

import { formatDateTime, formatDateTimeShort, formatMoney, yesNo } from '@ausweis/shared/format';
import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
import type { PaymentRunOrderRow, PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { InvoiceStateChip } from './InvoiceStateChip';
import { PaymentStateCell } from './PaymentStateCell';
import { CancellationNote } from './RunCancellation';

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Sort key the server accepts; none: not sortable. */
  sort?: string;
  numeric?: boolean;
  nowrap?: boolean;
  minWidth?: number;
}

/** The actions column stays at the right edge while a wide table scrolls, so its icons are always in reach. */
export const stickyEndSx = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
} as const;

export const runColumns: Column<PaymentRunRow>[] = [
  { key: 'id', header: 'Lauf-ID', cell: (r) => String(r.id), sort: 'id', numeric: true },
  {
    key: 'tenant_id',
    header: 'Mandant-ID',
    cell: (r) => String(r.tenant_id),
    sort: 'tenant_id',
    numeric: true,
  },
  { key: 'tenant_name', header: 'Mandant', cell: (r) => r.tenant_name, sort: 'tenant_name', minWidth: 130 },
  // The invoice's number, its state and its payment (chips below it), early in the row so that they stay
  // in view on a laptop.
  {
    key: 'invoice',
    header: 'Rechnung',
    cell: (r) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.5 }}>
        <span>{r.invoice_number}</span>
        <InvoiceStateChip run={r} />
        <CancellationNote run={r} />
        <PaymentStateCell run={r} />
      </Stack>
    ),
    sort: 'invoice_number',
    minWidth: 130,
  },
  {
    key: 'total_count',
    header: 'Anzahl',
    cell: (r) => String(r.total_count),
    sort: 'total_count',
    numeric: true,
  },
  {
    key: 'total_amount',
    header: 'Gesamtpreis',
    cell: (r) => formatMoney(r.total_amount, r.currency),
    sort: 'total_amount',
    numeric: true,
    nowrap: true,
  },
  {
    key: 'till_date',
    header: 'Bis',
    // Date and time may wrap onto two lines (the runs fit a 1366 px screen).
    cell: (r) => formatDateTime(r.till_date),
    sort: 'till_date',
    minWidth: 95,
  },
  { key: 'created_by', header: 'Erstellt von', cell: (r) => r.created_by ?? '–', minWidth: 100 },
];

export const runOrderColumns: Column<PaymentRunOrderRow>[] = [
  { key: 'id', header: 'ID', cell: (r) => String(r.id), numeric: true },
  {
    key: 'tenant_name',
    header: 'Mandant',
    cell: (r) => [r.tenant_name, r.tenant_name2].filter(Boolean).join(' '),
    minWidth: 160,
  },
  { key: 'tenant_id', header: 'Mandant-ID', cell: (r) => String(r.tenant_id), numeric: true },
  { key: 'product_type', header: 'Produkt Typ', cell: (r) => r.product_type, minWidth: 120 },
  { key: 'familyname', header: PERSON_FIELDS.familyname.label, cell: (r) => r.familyname },
  { key: 'forname', header: PERSON_FIELDS.forname.label, cell: (r) => r.forname },
  { key: 'is_delete', header: 'Gelöscht?', cell: (r) => yesNo(r.is_delete) },
  { key: 'online_ready', header: 'Online-Ready?', cell: (r) => yesNo(r.online_ready) },
  { key: 'validated', header: 'Validiert?', cell: (r) => yesNo(r.validated) },
  { key: 'product_short_code', header: 'Produktcode', cell: (r) => r.product_short_code },
  {
    key: 'created_at',
    header: 'Erstellt',
    cell: (r) => formatDateTimeShort(r.created_at),
    nowrap: true,
  },
];
