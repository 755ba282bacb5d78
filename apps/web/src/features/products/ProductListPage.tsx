import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useTableQuery } from '../../components/table-query';
import { useSession } from '../../lib/session-store';
import { useProducts } from './api';
import { productColumns } from './product-columns';

export default function ProductListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const isSuperAdmin = session.userData?.is_super_admin ?? false;
  const [query, setQuery] = useTableQuery();
  const list = useProducts(session.selectedTenant?.id ?? null, query);

  const columns = useMemo(
    () => productColumns({ isSuperAdmin, onEdit: (row) => navigate(`/admin/product/${row.id}`) }),
    [isSuperAdmin, navigate],
  );

  return (
    <Stack spacing={2}>
      <PageHeader title="Produkte" action={{ label: 'Produkt konfigurieren', to: '/admin/product/add' }} />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <DataTable
          ariaLabel="Produkte"
          columns={columns}
          rows={list.data?.data ?? []}
          total={list.data?.pagination.total ?? 0}
          totalExact={list.data?.pagination.total_exact}
          loading={list.isFetching}
          query={query}
          onQueryChange={setQuery}
          onRowClick={(row) => navigate(`/admin/product/${row.id}`)}
        />
      </Paper>
    </Stack>
  );
}
