/**
 * The 'Protokoll' page's 'Person' filter: searches people by name or e-mail on the server (the
 * selected tenant's, former members included, or a super admin's every tenant's) and says which
 * tenant each belongs to.
 */
import type { AuditPerson } from '@ausweis/shared/schemas/audit';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { tenantLabel } from '../../lib/tenant-label';
import { useAuditPeople } from './api';

const nameOf = (p: AuditPerson) => [p.forename, p.lastname].filter(Boolean).join(' ');

/** Where the person belongs: their tenants, 'Super-Admin', no longer the selected tenant, or none. */
export const belongingOf = (p: AuditPerson) => {
  if (p.is_super_admin) return 'Super-Admin (kein Mandant)';
  if (p.former_member) return 'Ehemaliges Mitglied';
  return p.tenants.map(tenantLabel).join(', ') || 'Kein Mandant';
};

export function PersonFilter({
  tenantId,
  value,
  onChange,
}: {
  tenantId: number | null;
  value: AuditPerson | null;
  onChange: (p: AuditPerson | null) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input);
  const people = useAuditPeople(tenantId, search);
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 320 } }}
      options={people.data?.data ?? []}
      value={value}
      onChange={(_e, p) => onChange(p)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={nameOf}
      loading={people.isFetching}
      loadingText="Wird geladen …"
      noOptionsText="Keine Person gefunden"
      renderOption={(props, p) => (
        <li {...props} key={p.id}>
          <span>
            {nameOf(p)} · {p.email}
            <br />
            <small>{belongingOf(p)}</small>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Person" placeholder="Name oder E-Mail" />}
    />
  );
}
