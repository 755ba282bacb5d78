/** 'Postausgang' (/admin/mail, super admin): the dev outbox; a row opens the mail. */
import { formatDateTime } from '@ausweis/shared/format';
import { MAIL_STATUS_NAMES, type OutboxRow } from '@ausweis/shared/schemas/mail';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { pagedTableProps, useTableQuery } from '../../components/table-query';
import { useOutbox } from './api';
import { MailDialog } from './MailDialog';

/** The subject is a button too, so the mail opens from the keyboard as well. */
const outboxColumns = (open: (id: number) => void): GridColDef<OutboxRow>[] => [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'recipient', headerName: 'Empfänger', minWidth: 180, flex: 1 },
  {
    field: 'subject',
    headerName: 'Betreff',
    minWidth: 200,
    flex: 2,
    renderCell: ({ row }) => (
      <Link
        component="button"
        type="button"
        underline="hover"
        title={row.subject}
        onClick={() => open(row.id)}
        sx={{
          textAlign: 'left',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          maxWidth: '100%',
        }}
      >
        {row.subject}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    valueFormatter: (v: OutboxRow['status']) => MAIL_STATUS_NAMES[v] ?? v,
  },
  { field: 'attempts', headerName: 'Versuche', width: 85, sortable: false },
  { field: 'last_error', headerName: 'Fehler', minWidth: 90, flex: 1, sortable: false },
  {
    field: 'created_at',
    headerName: 'Erstellt',
    width: 160,
    sortable: false,
    valueFormatter: (v: string) => formatDateTime(v),
  },
];

export default function OutboxPage() {
  const [query, setQuery] = useTableQuery();
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(query);
  const columns = useMemo(() => outboxColumns(setOpenId), []);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Postausgang
        </Typography>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => outbox.refetch()}
          loading={outbox.isFetching}
          sx={{ minHeight: 40 }}
        >
          Aktualisieren
        </Button>
      </Box>
      <Alert severity="info">
        Es ist kein SMTP-Server eingerichtet: E-Mails werden nicht versendet, sondern hier gesammelt. Eine
        Zeile anklicken, um die E-Mail zu lesen.
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
        <DataTable
          ariaLabel="Postausgang"
          columns={columns}
          rows={outbox.data?.data ?? []}
          {...pagedTableProps(outbox)}
          query={query}
          onQueryChange={setQuery}
          onRowClick={(row) => setOpenId(row.id)}
        />
      </Paper>
      <MailDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
