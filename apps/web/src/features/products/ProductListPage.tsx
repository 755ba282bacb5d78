import { can } from '@ausweis/shared/permissions';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { pagedTableProps, useTableQuery } from '../../components/table-query';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { useProducts } from './api';
import { productColumns } from './product-columns';

export default function ProductListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const isSuperAdmin = can(subjectOf(session), 'products.editRestricted');
  const [query, setQuery] = useTableQuery();
  const list = useProducts(session.selectedTenant?.id ?? null, query);

  const columns = useMemo(
    () => productColumns({ isSuperAdmin, onEdit: (row) => navigate(`/admin/product/${row.id}`) }),
    [isSuperAdmin, navigate],
  );

  return (
    <ListPage title="Produkte" action={{ label: 'Produkt konfigurieren', to: '/admin/product/add' }}>
      <DataTable
        ariaLabel="Produkte"
        columns={columns}
        rows={list.data?.data ?? []}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={setQuery}
        onRowClick={(row) => navigate(`/admin/product/${row.id}`)}
      />
    </ListPage>
  );
}
