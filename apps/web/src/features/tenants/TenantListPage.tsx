/** 'Liste Mandanten' (/admin/tenant, super admin): paged list with edit, delete and select (star). */
import type { TenantListRow } from '@ausweis/shared/schemas/tenants';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { pagedTableProps, type TableQuery, useTableQuery } from '../../components/table-query';
import { deselectTenant, selectTenant } from '../../lib/session';
import { setSession, useSession } from '../../lib/session-store';
import { fetchTenantOrderCount, useTenants } from './api';
import { type DeleteTarget, DeleteTenantDialogs } from './DeleteTenantDialogs';
import { tenantColumns } from './tenant-columns';

const SEARCH_DELAY_MS = 300;
const SEARCHES = [
  { key: 'name', label: 'Name' },
  { key: 'short_code', label: 'Zugangscode' },
  { key: 'city', label: 'Ort' },
] as const;
type SearchKey = (typeof SEARCHES)[number]['key'];

function withFilters(query: TableQuery, values: Record<SearchKey, string>): TableQuery {
  const filters = { ...query.filters };
  for (const { key } of SEARCHES) {
    const v = values[key].trim();
    if (v) filters[key] = v;
    else delete filters[key];
  }
  return { ...query, filters, page: 1 };
}

export default function TenantListPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [query, setQuery] = useTableQuery();
  const [search, setSearch] = useState<Record<SearchKey, string>>({ name: '', short_code: '', city: '' });
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const list = useTenants(query);
  const selectedId = session.selectedTenant?.id ?? null;

  useEffect(() => {
    const next = withFilters(query, search);
    if (JSON.stringify(next.filters) === JSON.stringify(query.filters)) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, setQuery]);

  const columns = useMemo(
    () =>
      tenantColumns({
        selectedId,
        onEdit: (row) => navigate(`/admin/tenant/${row.id}`),
        onDelete: async (row: TenantListRow) => {
          const counts = await fetchTenantOrderCount(row.id).catch(() => null);
          if (counts === null) return;
          setDeleteTarget({
            id: row.id,
            name: row.name,
            short_code: row.short_code,
            orders: counts.count,
            paymentRuns: counts.payment_runs,
            step: 'confirm',
          });
        },
        onSelect: (row) =>
          setSession((s) =>
            s.selectedTenant?.id === row.id
              ? deselectTenant(s)
              : selectTenant(s, {
                  id: row.id,
                  name: row.name,
                  name2: row.name2,
                  city: row.city,
                  short_code: row.short_code,
                  is_test: row.is_test,
                  // A super admin acts in any tenant with full rights.
                  user_group: 'Admin',
                }),
          ),
      }),
    [navigate, selectedId],
  );

  return (
    <ListPage
      title="Liste Mandanten"
      action={{ label: 'neuen Mandanten anlegen', to: '/admin/tenant/add', icon: <AddIcon />, link: true }}
      filters={
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 240px))' },
            gap: 2,
          }}
        >
          {SEARCHES.map(({ key, label }) => (
            <TextField
              key={key}
              size="small"
              type="search"
              label={label}
              value={search[key]}
              onChange={(e) => setSearch((s) => ({ ...s, [key]: e.target.value }))}
            />
          ))}
        </Box>
      }
      dialogs={<DeleteTenantDialogs target={deleteTarget} onChange={setDeleteTarget} />}
    >
      <DataTable
        ariaLabel="Liste Mandanten"
        columns={columns}
        rows={list.data?.data ?? []}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={setQuery}
      />
    </ListPage>
  );
}
