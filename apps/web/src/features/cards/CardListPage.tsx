/**
 * 'Liste Ausweise' (/admin/card, docs/product.md#screens): the selected tenant's cards, server-paged, sorted and
 * filtered, with the archive switch (super admin), bulk actions, thumbnails and the '...' columns.
 * Filters, expander and image switch are remembered (filters expire, docs/product.md#behaviour).
 */
import { can } from '@ausweis/shared/permissions';
import type { CardBulkAction } from '@ausweis/shared/schemas/cards';
import type { CardListRow } from '@ausweis/shared/schemas/dashboard';
import { isOverviewCardTile, OVERVIEW_CARD_FILTERS } from '@ausweis/shared/schemas/tenant-overview';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBulkAction } from '../../components/bulk-action';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { usePersistedTableQuery } from '../../components/persisted-table-query';
import type { TableQuery } from '../../components/table-query';
import { pagedTableProps } from '../../components/table-query';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { useCards } from './api';
import { CardBulkBar } from './CardBulkBar';
import { CardExportAll } from './CardExportAll';
import { CardFilters, DEFAULT_CARD_FILTERS } from './CardFilters';
import { cardColumns, IMAGE_ROW_HEIGHT } from './card-columns';
import { CARD_PRESET_PARAM, cardPath } from './card-path';
import { downloadCard } from './download';

const VIEW = { expanded: false, showImages: false, archive: false };

export default function CardListPage() {
  const session = useSession();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const superAdmin = can(subjectOf(session), 'cards.superadmin');
  const tenantId = session.selectedTenant?.id ?? null;
  const { query, ui, setQuery, setUi } = usePersistedTableQuery('cards', VIEW, {
    filters: DEFAULT_CARD_FILTERS,
  });
  const archive = superAdmin && ui.archive;
  // A dashboard tile opens the list with its filters (?preset=…), once; the address then drops it.
  const [params, setParams] = useSearchParams();
  const preset = params.get(CARD_PRESET_PARAM);
  const applied = useRef<string | null>(null);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (preset === null || applied.current === preset) return;
    applied.current = preset;
    if (isOverviewCardTile(preset))
      setQuery({
        ...latest.current,
        page: 1,
        filters: {
          ...DEFAULT_CARD_FILTERS,
          search: null,
          tenant_product_id: null,
          ...OVERVIEW_CARD_FILTERS[preset],
        },
      });
    setParams({}, { replace: true });
  }, [preset, setQuery, setParams]);
  const bulk = useBulkAction<CardBulkAction>();
  const { clear } = bulk;
  const list = useCards(tenantId, { ...query, use_archive: archive });
  const rows = list.data?.data ?? [];

  const changeQuery = useCallback(
    (next: TableQuery) => {
      setQuery(next);
      // The selection is per page: new rows, nothing selected.
      clear();
    },
    [setQuery, clear],
  );

  const columns = useMemo(
    () =>
      cardColumns({
        nameFirst: phone,
        expanded: ui.expanded,
        onToggleExpanded: () => setUi({ expanded: !ui.expanded }),
        showImages: ui.showImages,
        archive,
        superAdmin,
        onEdit: (row: CardListRow) => navigate(cardPath(row.id, archive)),
        onDownload: (row: CardListRow) => void downloadCard({ id: row.id, archive }, row.image_hash),
      }),
    [phone, ui.expanded, ui.showImages, archive, superAdmin, navigate, setUi],
  );

  return (
    <ListPage
      title="Liste Ausweise"
      options={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {superAdmin && (
            <FormControlLabel
              label="Aus-Archiv"
              control={
                <Checkbox
                  checked={archive}
                  onChange={(e) => {
                    setUi({ archive: e.target.checked });
                    changeQuery({ ...query, page: 1 });
                  }}
                />
              }
            />
          )}
          <FormControlLabel
            label="Bilder anzeigen"
            control={
              <Checkbox checked={ui.showImages} onChange={(e) => setUi({ showImages: e.target.checked })} />
            }
          />
        </Box>
      }
      filters={<CardFilters tenantId={tenantId} query={query} onChange={changeQuery} />}
      bulkActions={
        <Stack spacing={1.5}>
          <CardBulkBar bulk={bulk} rows={rows} archive={archive} />
          <CardExportAll
            tenantId={tenantId}
            query={{ filters: query.filters, sorts: query.sorts, use_archive: archive }}
            total={
              list.data
                ? { count: list.data.pagination.total, exact: list.data.pagination.total_exact }
                : null
            }
          />
        </Stack>
      }
    >
      <DataTable
        ariaLabel="Liste Ausweise"
        columns={columns}
        rows={rows}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={changeQuery}
        selection={bulk.selection}
        onSelectionChange={bulk.setSelection}
        onRowClick={(row) => navigate(cardPath(row.id, archive))}
        rowHeight={ui.showImages ? IMAGE_ROW_HEIGHT : undefined}
      />
    </ListPage>
  );
}
