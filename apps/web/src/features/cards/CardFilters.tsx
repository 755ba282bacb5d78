/**
 * Filters of 'Liste Ausweise': the free-text search (name, number, class, e-mail), the product, 'Läuft
 * bald ab' and the Ja/Nein filters of the flag columns (Online-Ready? defaults to Ja, Gelöscht?
 * to Nein, the others to all; Bezahlt? defaults to Ja: staff see only confirmed orders unless they ask
 * for the others).
 */
import { EXPIRES_SOON_DAYS } from '@ausweis/shared/constants';
import { CARD_SEARCH_MAX } from '@ausweis/shared/schemas/dashboard';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchField, TableFilters, withFilter } from '../../components/TableFilters';
import type { FilterValue, TableQuery } from '../../components/table-query';
import { useCardProducts } from './api';

export const DEFAULT_CARD_FILTERS: Record<string, FilterValue> = {
  online_ready: true,
  is_delete: false,
  is_payed: true,
};

export const CARD_FILTER_TEXTS = {
  search: 'Suche',
  searchHint: 'Name, Nummer, Klasse oder E-Mail',
  product: 'Produkt',
  allProducts: 'Alle',
  expiresSoon: 'Läuft bald ab',
  expiresSoonHint: `Gültigkeit endet in den nächsten ${EXPIRES_SOON_DAYS} Tagen`,
  orderedThisWeek: 'Diese Woche bestellt',
  orderedThisWeekHint: 'Bestellt seit Montag dieser Woche',
} as const;

const FLAG_FILTERS = [
  { key: 'is_payed', label: 'Bezahlt?' },
  { key: 'validated', label: 'Validiert?' },
  { key: 'online_ready', label: 'Online-Ready?' },
  { key: 'is_delete', label: 'Gelöscht?' },
  { key: 'is_online', label: 'Online' },
  { key: 'is_hardcopy', label: 'Karte' },
] as const;

interface FilterProps {
  tenantId: number | null;
  query: TableQuery;
  onChange: (q: TableQuery) => void;
}

function ProductFilter({ tenantId, query, onChange }: FilterProps) {
  const products = useCardProducts(tenantId).data ?? [];
  const selected = query.filters.tenant_product_id;
  // A remembered product of another tenant (or one not loaded yet) shows as 'Alle' until it is known.
  const value = products.some((p) => p.id === selected) ? String(selected) : '';
  return (
    <TextField
      select
      size="small"
      label={CARD_FILTER_TEXTS.product}
      value={value}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(e) =>
        onChange(
          withFilter(query, 'tenant_product_id', e.target.value === '' ? null : Number(e.target.value)),
        )
      }
    >
      <MenuItem value="">{CARD_FILTER_TEXTS.allProducts}</MenuItem>
      {products.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.product_type} · {p.product_short_code}
          {p.is_disabled ? ' (deaktiviert)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CardFilters({ tenantId, query, onChange }: FilterProps) {
  return (
    <Stack spacing={1.5}>
      <SearchField
        label={CARD_FILTER_TEXTS.search}
        helperText={CARD_FILTER_TEXTS.searchHint}
        maxLength={CARD_SEARCH_MAX}
        value={String(query.filters.search ?? '')}
        onCommit={(v) => onChange(withFilter(query, 'search', v))}
      />
      <TableFilters query={query} onChange={onChange} flags={FLAG_FILTERS}>
        <ProductFilter tenantId={tenantId} query={query} onChange={onChange} />
        <FormControlLabel
          title={CARD_FILTER_TEXTS.expiresSoonHint}
          label={CARD_FILTER_TEXTS.expiresSoon}
          control={
            <Checkbox
              checked={query.filters.expires_soon === true}
              onChange={(e) => onChange(withFilter(query, 'expires_soon', e.target.checked ? true : null))}
            />
          }
        />
        <FormControlLabel
          title={CARD_FILTER_TEXTS.orderedThisWeekHint}
          label={CARD_FILTER_TEXTS.orderedThisWeek}
          control={
            <Checkbox
              checked={query.filters.ordered_this_week === true}
              onChange={(e) =>
                onChange(withFilter(query, 'ordered_this_week', e.target.checked ? true : null))
              }
            />
          }
        />
      </TableFilters>
    </Stack>
  );
}
