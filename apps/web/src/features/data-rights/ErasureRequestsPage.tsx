/** 'Anfragen' (/admin/erasure-requests, tenant Admins): holders' erasure requests and 'Daten löschen'. */
import { formatDate, formatDateTime } from '@ausweis/shared/format';
import type { ErasureRequestRow } from '@ausweis/shared/schemas/data-rights';
import { DATA_RIGHTS_TEXTS, ERASURE_STATE_LABELS } from '@ausweis/shared/schemas/data-rights-texts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { PlainTable } from '../../components/PlainTable';
import { showSuccess } from '../../lib/toast';
import { useEraseCard, useErasureRequests } from './api';

const HEADERS = ['Ausweis', 'Name', 'Eingegangen', 'Frist', 'Status', 'Aktion'];

const name = (r: ErasureRequestRow) => [r.forname, r.familyname].filter(Boolean).join(' ') || '–';

export default function ErasureRequestsPage() {
  const requests = useErasureRequests();
  const erase = useEraseCard();
  const [confirm, setConfirm] = useState<ErasureRequestRow | null>(null);
  const rows = requests.data ?? [];
  const erasing = async (row: ErasureRequestRow) => {
    setConfirm(null);
    await erase.mutateAsync(row.id);
    showSuccess(DATA_RIGHTS_TEXTS.erased);
  };
  return (
    <Stack spacing={2}>
      <PageHeader title={DATA_RIGHTS_TEXTS.requestsTitle} />
      <Typography variant="body2" color="text.secondary">
        {DATA_RIGHTS_TEXTS.requestsIntro}
      </Typography>
      <Paper variant="outlined">
        <PlainTable
          label={DATA_RIGHTS_TEXTS.requestsTitle}
          headers={HEADERS}
          empty={
            rows.length > 0 ? undefined : requests.isLoading ? 'Wird geladen …' : DATA_RIGHTS_TEXTS.noRequests
          }
        >
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.order_id}</TableCell>
              <TableCell>{name(r)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.requested_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.due_at)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={
                    r.state === 'done' && r.done_at
                      ? `${ERASURE_STATE_LABELS.done} am ${formatDate(r.done_at)}`
                      : ERASURE_STATE_LABELS[r.state]
                  }
                  color={r.state === 'done' ? 'success' : 'warning'}
                />
              </TableCell>
              <TableCell>
                {r.state === 'open' && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={erase.isPending}
                    onClick={() => setConfirm(r)}
                  >
                    {DATA_RIGHTS_TEXTS.eraseAction}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Paper>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{DATA_RIGHTS_TEXTS.eraseConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DATA_RIGHTS_TEXTS.eraseConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Abbrechen</Button>
          <Button color="error" variant="contained" onClick={() => confirm && void erasing(confirm)}>
            {DATA_RIGHTS_TEXTS.eraseAction}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
