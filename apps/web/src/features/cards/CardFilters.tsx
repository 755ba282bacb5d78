/**
 * Filters of 'Liste Ausweise': name and class search, and the Ja/Nein filters of the flag columns
 * (SPEC §2: Online-Ready? defaults to Ja, Gelöscht? to Nein, the others to all; Bezahlt? defaults to Ja:
 * staff see only confirmed orders unless they ask for the others, issue 10).
 */

import { TableFilters } from '../../components/TableFilters';
import type { FilterValue, TableQuery } from '../../components/table-query';

export const DEFAULT_CARD_FILTERS: Record<string, FilterValue> = {
  online_ready: true,
  is_delete: false,
  is_payed: true,
};

const TEXT_FILTERS = [
  { key: 'familyname', label: 'Nachname' },
  { key: 'forname', label: 'Vorname' },
  { key: 'external_department', label: 'Klasse/Abteilung' },
] as const;

const FLAG_FILTERS = [
  { key: 'is_payed', label: 'Bezahlt?' },
  { key: 'validated', label: 'Validiert?' },
  { key: 'online_ready', label: 'Online-Ready?' },
  { key: 'is_delete', label: 'Gelöscht?' },
  { key: 'is_online', label: 'Online' },
  { key: 'is_hardcopy', label: 'Karte' },
] as const;

export function CardFilters({ query, onChange }: { query: TableQuery; onChange: (q: TableQuery) => void }) {
  return <TableFilters query={query} onChange={onChange} text={TEXT_FILTERS} flags={FLAG_FILTERS} />;
}
