/** One mail of the outbox: header data, the text part with clickable links, or the HTML part in a sandbox. */
import { formatDateTime } from '@ausweis/shared/format';
import { MAIL_STATUS_NAMES, type OutboxMail } from '@ausweis/shared/schemas/mail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useOutboxMail } from './api';
import { splitLinks } from './links';

type View = 'text' | 'html';

const BASE = '<base target="_blank">';

/**
 * Links in the rendered HTML open in a new tab (the sandbox allows popups, never scripts). The base tag
 * goes into <head>, so a leading doctype keeps the mail out of quirks mode.
 */
export function htmlDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${BASE}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${BASE}${html.slice(at)}`;
}

function MailText({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        fontSize: '0.95rem',
        lineHeight: 1.6,
      }}
    >
      {splitLinks(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Box>
  );
}

function MailMeta({ mail }: { mail: OutboxMail }) {
  const rows: [string, string][] = [
    ['An', mail.recipient],
    ['Erstellt', formatDateTime(mail.created_at)],
    ['Status', MAIL_STATUS_NAMES[mail.status] ?? mail.status],
  ];
  if (mail.last_error) rows.push(['Fehler', mail.last_error]);
  return (
    <Box
      component="dl"
      sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function MailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<View>('text');
  const mail = useOutboxMail(id);
  const data = mail.data?.id === id ? mail.data : undefined;

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="mail-dialog-title"
      slotProps={{ transition: { onExited: () => setView('text') } }}
    >
      <DialogTitle id="mail-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {data?.subject ?? 'E-Mail'}
      </DialogTitle>
      <DialogContent dividers>
        {!data && mail.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Lädt" />
          </Box>
        )}
        {!data && mail.isError && <Alert severity="error">Die E-Mail konnte nicht geladen werden.</Alert>}
        {data && (
          <>
            <MailMeta mail={data} />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_e, v: View | null) => v && setView(v)}
              aria-label="Ansicht"
              sx={{ mb: 1.5 }}
            >
              <ToggleButton value="text" sx={{ px: 2, minHeight: 40 }}>
                Text
              </ToggleButton>
              <ToggleButton value="html" sx={{ px: 2, minHeight: 40 }}>
                HTML
              </ToggleButton>
            </ToggleButtonGroup>
            {view === 'text' ? (
              <MailText text={data.text} />
            ) : (
              <Box
                component="iframe"
                title="HTML-Ansicht der E-Mail"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={htmlDocument(data.html)}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: phone ? 'calc(100dvh - 300px)' : '60vh',
                  minHeight: 320,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'common.white',
                }}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44, px: 3 }}>
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
