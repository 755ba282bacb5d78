/**
 * The one table (docs/product.md#limits): MUI X DataGrid in server mode on the paging contract. Page 1, 50 rows, id desc,
 * single sort, German texts; optional checkbox selection with select-all per page. A capped total
 * (pagination.total_exact false) reads '1–50 von mehr als 10.000' and the next page stays open.
 */
import { TABLE_TEXTS } from '@ausweis/shared/constants';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import {
  DEFAULT_SORT,
  defaultTableQuery,
  displayedRowsLabel,
  pageSizeOptionsFor,
  type TableQuery,
  type TableVariant,
} from './table-query';

const localeText = {
  ...deDE.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: TABLE_TEXTS.noData,
  noResultsOverlayLabel: TABLE_TEXTS.noResults,
  paginationRowsPerPage: TABLE_TEXTS.rowsPerPage,
};

const autoRowHeight = () => 'auto' as const;
/** Wrapped cells: normal white space, a little room above and below, content centred. */
const wrapSx = {
  '& .MuiDataGrid-cell': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.35,
    py: 0.75,
    display: 'flex',
    alignItems: 'center',
  },
} as const;

export interface DataTableProps<R extends GridValidRowModel> {
  columns: GridColDef<R>[];
  rows: readonly R[];
  /** Total rows on the server (pagination.total). */
  total?: number;
  /** pagination.total_exact: false when more than `total` rows match (the server stopped counting). */
  totalExact?: boolean;
  loading?: boolean;
  /** Paging and sorting state; without `onQueryChange` the table is static (no footer, no sorting). */
  query?: TableQuery;
  onQueryChange?: (query: TableQuery) => void;
  variant?: TableVariant;
  /** Enables the checkbox column; the selection is per page. */
  selection?: readonly GridRowId[];
  onSelectionChange?: (ids: GridRowId[]) => void;
  /** The page keeps a selection across pages (`selection` is then this page's part): paging keeps it. */
  selectionAcrossPages?: boolean;
  onRowClick?: (row: R) => void;
  /** Fixed height in px; by default the table grows with its rows. */
  height?: number;
  /** Row height in px (e.g. room for thumbnails); the compact density's height by default. */
  rowHeight?: number;
  /** Long cell texts wrap and rows grow to fit them (instead of being cut off with '…'). */
  wrapText?: boolean;
  ariaLabel?: string;
}

export function DataTable<R extends GridValidRowModel>({
  columns,
  rows,
  total,
  totalExact = true,
  loading,
  query,
  onQueryChange,
  variant = 'default',
  selection,
  onSelectionChange,
  selectionAcrossPages = false,
  onRowClick,
  height,
  rowHeight,
  wrapText = false,
  ariaLabel,
}: DataTableProps<R>) {
  const interactive = Boolean(query && onQueryChange);
  const selectable = Boolean(onSelectionChange);
  const paginationModel = query
    ? { page: query.page - 1, pageSize: query.count }
    : { page: 0, pageSize: defaultTableQuery(variant).count };
  const sortModel: GridSortModel = (query?.sorts ?? [DEFAULT_SORT]).map((s) => ({
    field: s.key,
    sort: s.order,
  }));
  const rowCount = total ?? rows.length;
  // Beyond the count cap the grid does not know the last page: rowCount -1 and 'a next page exists'.
  const capped = !totalExact && total !== undefined;
  const texts = useMemo(
    () => ({
      ...localeText,
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        displayedRowsLabel(from, to, rowCount, !capped),
    }),
    [rowCount, capped],
  );
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selection ?? []) }),
    [selection],
  );

  const changePage = (m: GridPaginationModel) => {
    if (!query || !onQueryChange) return;
    const count = m.pageSize;
    // A new page size starts again on page 1; the selection is per page.
    const page = count !== query.count ? 1 : m.page + 1;
    if (page === query.page && count === query.count) return;
    if (!selectionAcrossPages) onSelectionChange?.([]);
    onQueryChange({ ...query, page, count });
  };

  const changeSort = (m: GridSortModel) => {
    if (!query || !onQueryChange) return;
    const first = m[0];
    const sorts = first?.sort ? [{ key: first.field, order: first.sort }] : [DEFAULT_SORT];
    onQueryChange({ ...query, sorts, page: 1 });
  };

  const changeSelection = (m: GridRowSelectionModel) => {
    if (!onSelectionChange) return;
    const ids =
      m.type === 'include' ? [...m.ids] : rows.map((r) => r.id as GridRowId).filter((id) => !m.ids.has(id));
    onSelectionChange(ids);
  };

  return (
    <Box sx={{ width: '100%', height, minWidth: 0 }}>
      <DataGrid<R>
        aria-label={ariaLabel}
        rows={rows}
        columns={columns}
        loading={loading}
        localeText={texts}
        autoHeight={height === undefined}
        density="compact"
        // Only when set: an explicit undefined would replace the grid's default height.
        {...(rowHeight ? { rowHeight } : {})}
        {...(wrapText ? { getRowHeight: autoRowHeight } : {})}
        disableColumnMenu
        disableColumnFilter
        disableColumnSorting={!interactive}
        hideFooter={!interactive}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={capped ? -1 : rowCount}
        paginationMeta={capped ? { hasNextPage: true } : undefined}
        paginationModel={paginationModel}
        onPaginationModelChange={changePage}
        pageSizeOptions={[...pageSizeOptionsFor(variant)]}
        sortModel={sortModel}
        onSortModelChange={changeSort}
        sortingOrder={['desc', 'asc']}
        checkboxSelection={selectable}
        rowSelectionModel={selectable ? selectionModel : undefined}
        onRowSelectionModelChange={changeSelection}
        disableRowSelectionOnClick
        onRowClick={onRowClick ? (p) => onRowClick(p.row) : undefined}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-cell:focus': { outline: 'none' },
          ...(wrapText ? wrapSx : {}),
        }}
      />
    </Box>
  );
}
