/** The users of a tenant on its edit page (docs/product.md#screens: embedded user list when editing), read-only. */
import { formatDate, yesNo } from '@ausweis/shared/format';
import type { TenantMemberRow } from '@ausweis/shared/schemas/tenants';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../components/DataTable';
import { useTenantMembers } from './api';

const columns: GridColDef<TenantMemberRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'email', headerName: 'Email', minWidth: 200, flex: 1.5 },
  { field: 'forename', headerName: 'Vorname', minWidth: 110, flex: 1 },
  { field: 'lastname', headerName: 'Nachname', minWidth: 110, flex: 1 },
  { field: 'disabled', headerName: 'Deaktiviert', width: 100, valueFormatter: (v: boolean) => yesNo(v) },
  {
    field: 'created_at',
    headerName: 'Erstellt am',
    width: 110,
    valueFormatter: (v: string) => formatDate(v),
  },
  { field: 'user_group', headerName: 'Gruppe', width: 90 },
];

export function TenantMembers({ tenantId }: { tenantId: number }) {
  const members = useTenantMembers(tenantId);
  return (
    <DataTable
      ariaLabel="Benutzer des Mandanten"
      columns={columns}
      rows={members.data ?? []}
      loading={members.isPending}
    />
  );
}
