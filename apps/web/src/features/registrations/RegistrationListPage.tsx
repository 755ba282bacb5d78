/** 'Liste Registrierungen' (/admin/filter-registers, super admin): paged list, bulk 'Registrierung beantwortet'. */
import { REGISTRATION_STATUS_NAMES } from '@ausweis/shared/schemas/registrations';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BulkActionControls } from '../../components/BulkActionControls';
import { useBulkAction } from '../../components/bulk-action';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { pagedTableProps, type TableQuery, useTableQuery } from '../../components/table-query';
import { showSuccess } from '../../lib/toast';
import { useAnswerRegistrations, useRegistrations } from './api';
import { numberRows, registrationListColumns } from './registration-columns';

type RegistrationAction = 'answer';
const ACTIONS: { id: RegistrationAction; label: string }[] = [
  { id: 'answer', label: 'Registrierung beantwortet' },
];
const SEARCH_DELAY_MS = 300;

/** Drops empty filter values, so the server sees only what is set. */
function withFilter(query: TableQuery, key: string, value: string): TableQuery {
  const filters = { ...query.filters };
  if (value) filters[key] = value;
  else delete filters[key];
  return { ...query, filters, page: 1 };
}

export default function RegistrationListPage() {
  const [query, setQuery] = useTableQuery();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const columns = useMemo(() => registrationListColumns(expanded, () => setExpanded((e) => !e)), [expanded]);
  const bulk = useBulkAction<RegistrationAction>();
  const { clear } = bulk;
  const list = useRegistrations(query);
  const answer = useAnswerRegistrations();
  const rows = useMemo(() => numberRows(list.data?.data ?? []), [list.data]);

  const changeQuery = useCallback(
    (next: TableQuery) => {
      setQuery(next);
      // The selection is per page: new rows, nothing selected.
      clear();
    },
    [setQuery, clear],
  );

  const appliedSearch = String(query.filters.tenantname ?? '');
  useEffect(() => {
    const term = search.trim();
    if (term === appliedSearch) return;
    const timer = setTimeout(() => changeQuery(withFilter(query, 'tenantname', term)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, appliedSearch, query, changeQuery]);

  const run = () => {
    if (!bulk.canRun || bulk.action !== 'answer') return;
    answer.mutate(
      { register_id: bulk.selection.map(Number) },
      {
        onSuccess: () => {
          showSuccess('OK', 'Erfolg');
          clear();
        },
      },
    );
  };

  return (
    <ListPage
      title="Liste Registrierungen"
      filters={
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px minmax(180px, 320px)' },
            gap: 2,
          }}
        >
          <TextField
            select
            size="small"
            label="Status"
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            value={String(query.filters.status ?? '')}
            onChange={(e) => changeQuery(withFilter(query, 'status', e.target.value))}
          >
            <MenuItem value="">Alle</MenuItem>
            {Object.entries(REGISTRATION_STATUS_NAMES).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Mandanten-Name"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Box>
      }
      bulkActions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <BulkActionControls
            bulk={bulk}
            actions={ACTIONS}
            loading={answer.isPending}
            onRun={run}
            selectWidth={280}
          />
          {/* The grid's footer shows the count from sm up. */}
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            sx={{ display: { xs: 'block', sm: 'none' } }}
          >
            {bulk.selection.length > 0 ? `${bulk.selection.length} ausgewählt` : ''}
          </Typography>
        </Box>
      }
    >
      <DataTable
        ariaLabel="Liste Registrierungen"
        wrapText
        columns={columns}
        rows={rows}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={changeQuery}
        selection={bulk.selection}
        onSelectionChange={bulk.setSelection}
      />
    </ListPage>
  );
}
