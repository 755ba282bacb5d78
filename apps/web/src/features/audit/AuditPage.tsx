/**
 * 'Protokoll' (/admin/protokoll; Admins and super admins): the audit trail of the selected tenant, or
 * of every tenant and the platform for a super admin without one; filters by person, action, card and
 * day, 'Weitere laden' by position, the same rows as CSV or Excel, and the chain check.
 */
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditFilter,
  type AuditPerson,
} from '@ausweis/shared/schemas/audit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { DatePicker } from '../../components/DatePicker';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session-store';
import { AuditTable } from './AuditTable';
import { downloadAuditEvents, useAuditEvents, useVerifyAudit } from './api';
import { PersonFilter } from './PersonFilter';

interface Draft {
  person: AuditPerson | null;
  action: string;
  card_id: string;
  date_from: string | null;
  date_to: string | null;
}

const EMPTY: Draft = { person: null, action: '', card_id: '', date_from: null, date_to: null };

/** The filter to send: what is filled in and valid. */
function filterOf(d: Draft): AuditFilter {
  return {
    ...(d.person ? { user_id: d.person.id } : {}),
    ...(d.action ? { action: d.action as AuditAction } : {}),
    ...(/^\d{1,9}$/.test(d.card_id) && Number(d.card_id) > 0 ? { card_id: Number(d.card_id) } : {}),
    ...(d.date_from ? { date_from: d.date_from } : {}),
    ...(d.date_to ? { date_to: d.date_to } : {}),
  };
}

export default function AuditPage() {
  const tenantId = useSession().selectedTenant?.id ?? null;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const filter = useMemo(() => filterOf(draft), [draft]);
  const events = useAuditEvents(tenantId, filter);
  const verify = useVerifyAudit(tenantId);
  const [downloading, setDownloading] = useState(false);
  const rows = events.data?.pages.flatMap((p) => p.data) ?? [];
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const badCard = draft.card_id !== '' && filter.card_id === undefined;

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(true);
    try {
      await downloadAuditEvents(tenantId, filter, format);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader title="Protokoll" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          component="form"
          aria-label="Filter"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <PersonFilter tenantId={tenantId} value={draft.person} onChange={(person) => set({ person })} />
          <TextField
            select
            fullWidth={false}
            size="small"
            label="Aktion"
            value={draft.action}
            onChange={(e) => set({ action: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Alle</MenuItem>
            {Object.entries(AUDIT_ACTIONS).map(([key, text]) => (
              <MenuItem key={key} value={key}>
                {text}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth={false}
            size="small"
            label="Ausweis-ID"
            name="card_id"
            value={draft.card_id}
            onChange={(e) => set({ card_id: e.target.value.trim() })}
            error={badCard}
            helperText={badCard ? 'Bitte eine Zahl angeben.' : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 140 }}
          />
          <DatePicker
            label="Von"
            name="date_from"
            fullWidth={false}
            value={draft.date_from}
            onChange={(date_from) => set({ date_from })}
          />
          <DatePicker
            label="Bis"
            name="date_to"
            fullWidth={false}
            value={draft.date_to}
            onChange={(date_to) => set({ date_to })}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="outlined" disabled={downloading} onClick={() => void download('csv')}>
            Als CSV herunterladen
          </Button>
          <Button variant="outlined" disabled={downloading} onClick={() => void download('xlsx')}>
            Als Excel herunterladen
          </Button>
          <Button variant="contained" disabled={verify.isPending} onClick={() => verify.mutate()}>
            Kette prüfen
          </Button>
        </Stack>
        {verify.data && (
          <Alert severity={verify.data.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {verify.data.message}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {events.isPending ? (
          'Wird geladen …'
        ) : (
          <AuditTable
            caption="Protokoll"
            rows={rows}
            hasMore={events.hasNextPage}
            loadingMore={events.isFetchingNextPage}
            onMore={() => void events.fetchNextPage()}
          />
        )}
      </Paper>
    </Stack>
  );
}
