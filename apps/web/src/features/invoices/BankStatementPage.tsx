/**
 * 'Kontoauszug importieren' (below 'Rechnungsläufe', super admins with can_invoice): a CAMT.053 file is
 * read by the server and its credits shown matched, ambiguous or unmatched; nothing is booked until
 * 'Zahlungen buchen', which books every matched credit at once. The file stays in the page, the server
 * keeps nothing of it: booking sends it again.
 */
import { countOf, formatMoney } from '@ausweis/shared/format';
import {
  BOOKABLE_STATES,
  type StatementPreview,
  BANK_STATEMENT_TEXTS as T,
} from '@ausweis/shared/schemas/bank-statements';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { showSuccess } from '../../lib/toast';
import { BankStatementEntries } from './BankStatementEntries';
import { useBookStatement, useStatementPreview } from './bank-statement-api';

function summary(p: StatementPreview): string {
  const statements = countOf(p.statements, 'Kontoauszug', 'Kontoauszüge');
  const credits = countOf(p.entries.length, 'Gutschrift', 'Gutschriften');
  const ignored = countOf(
    p.ignored,
    'Lastschrift oder nicht gebuchter Umsatz',
    'Lastschriften oder nicht gebuchte Umsätze',
  );
  return `${statements}, ${credits}${p.ignored > 0 ? `; ${ignored} übergangen` : ''}.`;
}

export default function BankStatementPage() {
  const fileNameId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const read = useStatementPreview();
  const book = useBookStatement();

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setPreview(null);
    if (chosen) read.mutate(chosen, { onSuccess: setPreview });
  };
  const bookable = preview?.entries.filter((e) => BOOKABLE_STATES.includes(e.state)) ?? [];
  const total = bookable.reduce((sum, e) => sum + e.amount, 0);
  const submit = () => {
    if (!file || !preview || book.isPending) return;
    book.mutate(
      { file, sha256: preview.file_sha256 },
      {
        onSuccess: (done) => {
          setPreview(done);
          showSuccess(
            done.booked_count === 1
              ? `1 Zahlung über ${formatMoney(done.booked_amount)} gebucht.`
              : `${done.booked_count} Zahlungen über ${formatMoney(done.booked_amount)} gebucht.`,
          );
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={T.title} />
      <Button
        component={RouterLink}
        to="/admin/listruns"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Zurück zu {INVOICE_TEXTS.listTitle}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <Typography variant="body1">{T.intro}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              loading={read.isPending}
              sx={{ minHeight: 44 }}
            >
              {T.choose}
              <input
                hidden
                type="file"
                accept=".xml,application/xml,text/xml"
                aria-describedby={fileNameId}
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography
              id={fileNameId}
              variant="body2"
              color="text.secondary"
              sx={{ wordBreak: 'break-all' }}
            >
              {file ? file.name : 'Keine Datei gewählt'}
            </Typography>
          </Stack>
          {preview && (
            <>
              <Alert severity="info">{summary(preview)}</Alert>
              <BankStatementEntries entries={preview.entries} />
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Button
                  variant="contained"
                  onClick={submit}
                  loading={book.isPending}
                  disabled={bookable.length === 0}
                  sx={{ minHeight: 44 }}
                >
                  {T.book}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {bookable.length === 0
                    ? T.nothingToBook
                    : `${bookable.length} ${bookable.length === 1 ? 'Zahlung' : 'Zahlungen'} über ${formatMoney(total)}`}
                </Typography>
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
