/**
 * 'Alle Treffer exportieren' of 'Liste Ausweise': every card matching the filters, however
 * many pages, as Excel, Excel with photos or Excel by mail, built by a job with a progress bar. The
 * running export's id survives a reload (session storage), so its file is not lost.
 */
import { countOf, formatDateTimeShort } from '@ausweis/shared/format';
import {
  CARD_EXPORT_KINDS,
  CARD_EXPORT_TEXTS,
  type CardExport,
  type CardExportKind,
} from '@ausweis/shared/schemas/card-exports';
import type { FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { DownloadButton } from '../../components/DownloadButton';
import { ExportJobProgress } from '../../components/ExportJobProgress';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/toast';
import { downloadCardExport, useCardExport, useStartCardExport } from './export-all-api';

const STORAGE_KEY = 'ausweis.cardExport';

function useRememberedExport(tenantId: number | null) {
  const key = `${STORAGE_KEY}.${tenantId}`;
  const [id, setId] = useState<number | null>(() => Number(sessionStorage.getItem(key)) || null);
  useEffect(() => setId(Number(sessionStorage.getItem(key)) || null), [key]);
  const remember = useCallback(
    (next: number | null) => {
      if (next === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, String(next));
      setId(next);
    },
    [key],
  );
  return [id, remember] as const;
}

function ExportProgress({ e, onClose }: { e: CardExport; onClose: () => void }) {
  const title = `${CARD_EXPORT_TEXTS.names[e.kind]} vom ${formatDateTimeShort(e.created_at)}`;
  if (e.status === 'failed')
    return (
      <Alert severity="error" onClose={onClose}>
        {title}: {e.error ?? CARD_EXPORT_TEXTS.failed}
      </Alert>
    );
  if (e.status !== 'done')
    return (
      <Stack spacing={0.5} sx={{ width: '100%' }}>
        <Typography variant="body2">{title}</Typography>
        <ExportJobProgress job={e} label="Fortschritt des Exports" />
      </Stack>
    );
  return (
    <Alert
      severity="success"
      action={
        <>
          {e.filename && <DownloadButton color="inherit" download={() => downloadCardExport(e)} />}
          <IconButton color="inherit" size="small" aria-label="Schließen" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {title}: {countOf(e.total, 'Ausweis', 'Ausweise')}. {e.kind === 'mail' ? CARD_EXPORT_TEXTS.mailed : ''}
    </Alert>
  );
}

export interface CardExportAllProps {
  tenantId: number | null;
  query: Pick<FindCardsRequest, 'filters' | 'sorts' | 'use_archive'>;
  /** Matches of the filters, as the list counted them ('mehr als' when not exact). */
  total: { count: number; exact: boolean } | null;
}

export function CardExportAll({ tenantId, query, total }: CardExportAllProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [id, remember] = useRememberedExport(tenantId);
  const start = useStartCardExport();
  const current = useCardExport(tenantId, id);
  // Gone (deleted after a day, or another tenant's id): forget it; other errors may pass.
  useEffect(() => {
    if (current.error instanceof ApiError && current.error.status === 404) remember(null);
  }, [current.error, remember]);
  const matches = total ? `${total.exact ? '' : 'mehr als '}${total.count.toLocaleString('de-DE')}` : '';

  const run = (kind: CardExportKind) => {
    setAnchor(null);
    start.mutate(
      { filters: query.filters, sorts: query.sorts, use_archive: query.use_archive, kind },
      {
        onSuccess: (started) => {
          remember(started.id);
          showSuccess(CARD_EXPORT_TEXTS.started, 'Erfolg');
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={!total || total.count === 0}
        loading={start.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
      >
        {total ? `${CARD_EXPORT_TEXTS.menu} (${matches})` : CARD_EXPORT_TEXTS.menu}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CARD_EXPORT_KINDS.map((kind) => (
          <MenuItem key={kind} onClick={() => run(kind)} sx={{ minHeight: 44 }}>
            {CARD_EXPORT_TEXTS.kinds[kind]}
          </MenuItem>
        ))}
      </Menu>
      {current.data && <ExportProgress e={current.data} onClose={() => remember(null)} />}
    </Box>
  );
}
