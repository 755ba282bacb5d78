/**
 * 'Liste Bestellungen' (/admin/orders, docs/product.md#screens, super admin): the orders of all tenants, server-paged,
 * sorted and filtered, with 'Aus-Archiv'. Edit (the row or its icon) selects the row's tenant and opens the card; download
 * fetches the printed card. Filters are remembered per page and expire (docs/product.md#behaviour).
 */
import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
import type { OrderListRow } from '@ausweis/shared/schemas/dashboard';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo } from 'react';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { usePersistedTableQuery } from '../../components/persisted-table-query';
import { TableFilters } from '../../components/TableFilters';
import { pagedTableProps } from '../../components/table-query';
import { downloadOrderCard, useOrders } from './api';
import { useOpenOrder } from './open-order';
import { orderListColumns } from './order-columns';

const VIEW = { archive: false, expanded: false };
/** docs/product.md#screens: Gelöscht? is filtered to Nein by default. */
const DEFAULT_FILTERS = { is_delete: false };

const TEXT_FILTERS = [
  { key: 'id', label: 'ID' },
  { key: 'tenant_name', label: 'Mandant' },
  { key: 'tenant_id', label: 'Mand-ID' },
  { key: 'familyname', label: PERSON_FIELDS.familyname.label },
  { key: 'forname', label: PERSON_FIELDS.forname.label },
  { key: 'product_short_code', label: 'Produktcode' },
] as const;

const FLAG_FILTERS = [
  { key: 'is_payed', label: 'Bezahlt?' },
  { key: 'is_delete', label: 'Gelöscht?' },
  { key: 'online_ready', label: 'Online-Ready?' },
  { key: 'validated', label: 'Validiert?' },
] as const;

export default function OrderListPage() {
  const { query, ui, setQuery, setUi } = usePersistedTableQuery('orders', VIEW, { filters: DEFAULT_FILTERS });
  const list = useOrders({ ...query, use_archive: ui.archive });
  const openOrder = useOpenOrder();

  const columns = useMemo(
    () =>
      orderListColumns({
        expanded: ui.expanded,
        onToggleExpanded: () => setUi({ expanded: !ui.expanded }),
        onEdit: (row: OrderListRow) => openOrder(row, ui.archive),
        onDownload: (row: OrderListRow) => void downloadOrderCard(row.id, ui.archive),
      }),
    [openOrder, ui.archive, ui.expanded, setUi],
  );

  return (
    <ListPage
      title="Liste Bestellungen"
      options={
        <FormControlLabel
          sx={{ alignSelf: 'flex-start' }}
          label="Aus-Archiv"
          control={
            <Checkbox
              checked={ui.archive}
              onChange={(e) => {
                setUi({ archive: e.target.checked });
                setQuery({ ...query, page: 1 });
              }}
            />
          }
        />
      }
      filters={<TableFilters query={query} onChange={setQuery} text={TEXT_FILTERS} flags={FLAG_FILTERS} />}
    >
      <DataTable
        ariaLabel="Liste Bestellungen"
        wrapText
        columns={columns}
        rows={list.data?.data ?? []}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={setQuery}
        onRowClick={(row) => openOrder(row, ui.archive)}
      />
    </ListPage>
  );
}
