/**
 * A families' import's personal order links (docs/product.md#class-import): name, class, status
 * (gesendet, geöffnet, bestellt, bezahlt, abgelaufen), when sent and first opened; filtered by status
 * and class; 'Link erneut senden' per row, 'Allen erneut senden, die noch nicht bestellt haben' after
 * one confirmation, and the class teacher's 'Noch nicht bestellt' list as Excel.
 */
import { formatDate, formatDateTimeShort } from '@ausweis/shared/format';
import type { ClassImport } from '@ausweis/shared/schemas/class-imports';
import {
  FAMILY_LINK_STATUS_TEXTS,
  FAMILY_LINK_STATUSES,
  FAMILY_LINK_TEXTS,
  type FamilyLink,
  type FamilyLinkStatus,
  notOrdered,
} from '@ausweis/shared/schemas/family-link-status';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { DownloadButton } from '../../components/DownloadButton';
import { RowAction } from '../../components/RowAction';
import { useTableQuery } from '../../components/table-query';
import { showSuccess } from '../../lib/toast';
import { downloadNotOrdered, useFamilyLinks, useResendFamilyLink, useResendFamilyLinks } from './api';

const COLOR: Record<FamilyLinkStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  sent: 'default',
  opened: 'info',
  ordered: 'warning',
  paid: 'success',
  expired: 'error',
};

const when = (v: string | null) => (v ? formatDateTimeShort(v) : '–');

function columnsOf(resend: (l: FamilyLink) => void, busy: boolean): GridColDef<FamilyLink>[] {
  return [
    { field: 'row_no', headerName: 'Zeile', width: 70, sortable: false },
    { field: 'familyname', headerName: 'Nachname', width: 150, sortable: false },
    { field: 'forname', headerName: 'Vorname', width: 130, sortable: false },
    { field: 'external_department', headerName: 'Klasse', width: 90, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" color={COLOR[row.status]} label={FAMILY_LINK_STATUS_TEXTS[row.status]} />
      ),
    },
    {
      field: 'actions',
      headerName: 'Aktion',
      width: 80,
      sortable: false,
      renderCell: ({ row }) =>
        notOrdered(row.status) && !busy ? (
          <RowAction
            title={FAMILY_LINK_TEXTS.resendOne}
            label={`${FAMILY_LINK_TEXTS.resendOne}: ${row.forname} ${row.familyname}`}
            icon={<ReplayIcon fontSize="small" />}
            onClick={() => resend(row)}
          />
        ) : null,
    },
    { field: 'sent_at', headerName: 'Gesendet am', width: 150, sortable: false, valueFormatter: when },
    { field: 'opened_at', headerName: 'Geöffnet am', width: 150, sortable: false, valueFormatter: when },
    {
      field: 'expires_at',
      headerName: 'Gültig bis',
      width: 110,
      sortable: false,
      valueFormatter: (v: string) => formatDate(new Date(new Date(v).getTime() - 1).toISOString()),
    },
  ];
}

function ResendAllDialog({
  open,
  count,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="resend-all-title">
      <DialogTitle id="resend-all-title">{FAMILY_LINK_TEXTS.resendAll}</DialogTitle>
      <DialogContent>
        <DialogContentText>{FAMILY_LINK_TEXTS.resendAllConfirm(count)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} disabled={pending}>
          Abbrechen
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={pending}>
          Senden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function FamilyLinks({ tenantId, imp }: { tenantId: number | null; imp: ClassImport }) {
  const [status, setStatus] = useState<FamilyLinkStatus | ''>('');
  const [department, setDepartment] = useState('');
  const [query, setQuery] = useTableQuery('default');
  const [asking, setAsking] = useState(false);
  const filter = { ...(status ? { status } : {}), ...(department ? { department } : {}) };
  const links = useFamilyLinks(tenantId, imp, filter);
  const all = useFamilyLinks(tenantId, imp, {});
  const one = useResendFamilyLink(imp.id);
  const many = useResendFamilyLinks(imp.id);
  const busy = one.isPending || many.isPending;
  const columns = useMemo(
    () =>
      columnsOf(
        (l) => one.mutate(l.id, { onSuccess: (r) => showSuccess(FAMILY_LINK_TEXTS.sent(r.sent), 'Erfolg') }),
        busy,
      ),
    [one.mutate, busy],
  );
  const rows = links.data?.data ?? [];
  const open = (all.data?.data ?? []).filter((l) => notOrdered(l.status)).length;
  const page = rows.slice((query.page - 1) * query.count, query.page * query.count);
  const filterBy = (change: () => void) => {
    change();
    setQuery({ ...query, page: 1 });
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {FAMILY_LINK_TEXTS.title}
      </Typography>
      {imp.remind_days > 0 && (
        <Typography variant="body2" color="text.secondary">
          Wer nach {imp.remind_days} Tagen noch nicht bestellt hat, erhält einmal eine Erinnerung.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => filterBy(() => setStatus(e.target.value as FamilyLinkStatus | ''))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          <MenuItem value="">Alle</MenuItem>
          {FAMILY_LINK_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {FAMILY_LINK_STATUS_TEXTS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Klasse"
          value={department}
          onChange={(e) => filterBy(() => setDepartment(e.target.value))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          <MenuItem value="">Alle Klassen</MenuItem>
          {(links.data?.departments ?? []).map((d) => (
            <MenuItem key={d} value={d}>
              {d || '(ohne Klasse)'}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<ReplayIcon />}
          disabled={open === 0 || busy}
          onClick={() => setAsking(true)}
        >
          {FAMILY_LINK_TEXTS.resendAll}
        </Button>
        <DownloadButton
          variant="outlined"
          label={
            department
              ? `Noch nicht bestellt, Klasse ${department} (Excel)`
              : FAMILY_LINK_TEXTS.notOrderedDownload
          }
          download={() => downloadNotOrdered(imp, department || undefined)}
        />
      </Stack>
      <DataTable
        ariaLabel={FAMILY_LINK_TEXTS.title}
        columns={columns}
        rows={page}
        total={rows.length}
        loading={links.isFetching}
        query={query}
        onQueryChange={setQuery}
      />
      <ResendAllDialog
        open={asking}
        count={open}
        pending={many.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          many.mutate(undefined, {
            onSuccess: (r) => showSuccess(FAMILY_LINK_TEXTS.sent(r.sent), 'Erfolg'),
            onSettled: () => setAsking(false),
          })
        }
      />
    </Stack>
  );
}
