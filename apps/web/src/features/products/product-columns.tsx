/**
 * Columns of the product list (docs/product.md#screens): edit action, a super-admin-only link to the order page, and the
 * validity columns for super admins only.
 */
import { formatDate, yesNo } from '@ausweis/shared/format';
import type { ProductListRow } from '@ausweis/shared/schemas/products';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { RowAction } from '../../components/RowAction';

/** The order page of a product (docs/product.md#screens ordering route), relative to this site. */
export const orderPath = (row: Pick<ProductListRow, 'tenant_short_code' | 'product_short_code'>) =>
  `/s/${encodeURIComponent(row.tenant_short_code)}/${encodeURIComponent(row.product_short_code)}`;

export interface ProductColumnOptions {
  isSuperAdmin: boolean;
  onEdit: (row: ProductListRow) => void;
}

export function productColumns({ isSuperAdmin, onEdit }: ProductColumnOptions): GridColDef<ProductListRow>[] {
  const columns: GridColDef<ProductListRow>[] = [
    { field: 'id', headerName: 'ID', width: 70 },
    { field: 'product_type', headerName: 'Produkt Typ', minWidth: 140, flex: 1 },
    { field: 'product_short_code', headerName: 'Produktcode', minWidth: 115, flex: 0.8 },
    {
      field: 'tenant_name',
      headerName: 'Name auf dem Ausweis',
      minWidth: 140,
      flex: 1.2,
      sortable: true,
      valueGetter: (_v, row) => [row.tenant_name, row.tenant_name2].filter(Boolean).join(' '),
    },
    { field: 'is_disabled', headerName: 'Deaktiviert', width: 95, valueFormatter: (v: boolean) => yesNo(v) },
    { field: 'is_test', headerName: 'Test', width: 65, valueFormatter: (v: boolean) => yesNo(v) },
  ];
  if (isSuperAdmin) {
    columns.push(
      {
        field: 'card_valid_from',
        headerName: 'Gültig von',
        width: 105,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'card_valid_to',
        headerName: 'Gültig bis',
        width: 105,
        valueFormatter: (v: string) => formatDate(v),
      },
    );
  }
  columns.push({
    field: 'actions',
    headerName: 'Aktion',
    width: isSuperAdmin ? 100 : 70,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        <RowAction
          title="Bearbeiten"
          label={`Produkt ${row.product_short_code} bearbeiten`}
          icon={<EditIcon fontSize="small" />}
          onClick={() => onEdit(row)}
        />
        {isSuperAdmin && (
          <RowAction
            title="Zur Bestellseite"
            label={`Bestellseite von ${row.product_short_code} öffnen`}
            icon={<OpenInNewIcon fontSize="small" />}
            href={orderPath(row)}
          />
        )}
      </Box>
    ),
  });
  return columns;
}
