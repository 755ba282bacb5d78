/**
 * The filter row above a server-paged list: delayed text searches and Ja/Nein/Alle selects for flag
 * columns, all on the table query's filters (an empty value removes the filter, back on page 1).
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import type { FilterValue, TableQuery } from './table-query';

const SEARCH_DELAY_MS = 300;

export interface FilterField {
  key: string;
  label: string;
}

/** The query with one filter set (empty removes it), back on page 1. */
export function withFilter(query: TableQuery, key: string, value: FilterValue): TableQuery {
  const filters = { ...query.filters };
  if (value === null || value === '') delete filters[key];
  else filters[key] = value;
  return { ...query, filters, page: 1 };
}

/** A text field that commits its trimmed value after a short pause in typing. */
export function SearchField({
  label,
  value,
  onCommit,
  helperText,
  maxLength,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  helperText?: string;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    const term = draft.trim();
    if (term === value) return;
    const timer = setTimeout(() => onCommit(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={draft}
      helperText={helperText}
      slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
      onChange={(e) => setDraft(e.target.value)}
    />
  );
}

const flagValue = (v: FilterValue | undefined) => (v === true ? 'ja' : v === false ? 'nein' : '');

export function TableFilters({
  query,
  onChange,
  text = [],
  flags = [],
  children,
}: {
  query: TableQuery;
  onChange: (q: TableQuery) => void;
  text?: readonly FilterField[];
  flags?: readonly FilterField[];
  /** Further filters of the page, in the same grid after the flags. */
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
        gap: 1.5,
      }}
    >
      {text.map((f) => (
        <SearchField
          key={f.key}
          label={f.label}
          value={String(query.filters[f.key] ?? '')}
          onCommit={(v) => onChange(withFilter(query, f.key, v))}
        />
      ))}
      {flags.map((f) => (
        <TextField
          key={f.key}
          select
          size="small"
          label={f.label}
          value={flagValue(query.filters[f.key])}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(e) =>
            onChange(withFilter(query, f.key, e.target.value === '' ? null : e.target.value === 'ja'))
          }
        >
          <MenuItem value="">Alle</MenuItem>
          <MenuItem value="ja">Ja</MenuItem>
          <MenuItem value="nein">Nein</MenuItem>
        </TextField>
      ))}
      {children}
    </Box>
  );
}
