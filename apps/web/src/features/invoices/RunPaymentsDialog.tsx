/**
 * A run's payments ('Zahlungen'): what it owes, 'Zahlung erfassen' (date, German amount, note), the
 * payments booked (reversed ones stay, marked) with 'Zahlung zurücknehmen', and the reminders sent.
 */

import { formatDate, formatDateTimeShort, formatMoney } from '@ausweis/shared/format';
import { germanIsoDate } from '@ausweis/shared/german-date';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import {
  BookPaymentForm,
  PAYMENT_NOTE_MAX,
  PAYMENT_SOURCE_NAMES,
  PAYMENT_TEXTS,
  type RunPaymentRow,
} from '@ausweis/shared/schemas/run-payments';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { PlainTable } from '../../components/PlainTable';
import { serverFieldError } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import '../../lib/zod-german';
import { openAmountOf, PaymentStateChip } from './PaymentStateCell';
import { useBookPayment, useReversePayment, useRunPayments } from './payments-api';

const DatePicker = lazy(() => import('../../components/DatePicker').then((m) => ({ default: m.DatePicker })));

type Draft = { paid_on: string; amount: string; note: string };
type Errors = Partial<Record<keyof Draft, string>>;

const emptyDraft = (): Draft => ({ paid_on: germanIsoDate(), amount: '', note: '' });

function BookPaymentFields({ run }: { run: PaymentRunRow }) {
  const book = useBookPayment();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const submit = () => {
    if (book.isPending) return;
    const parsed = BookPaymentForm.safeParse(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(found);
      return;
    }
    book.mutate(
      { payment_run_id: run.id, ...parsed.data, note: parsed.data.note ?? '' },
      {
        onSuccess: () => {
          showSuccess(`Zahlung über ${formatMoney(parsed.data.amount, run.currency)} erfasst.`);
          setDraft(emptyDraft());
        },
        onError: (e) => {
          const field = serverFieldError(e);
          if (field) setErrors({ [field.field]: field.message });
        },
      },
    );
  };
  return (
    <Box
      component="form"
      aria-label={PAYMENT_TEXTS.book}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <Suspense fallback={<Box sx={{ minHeight: 40 }} />}>
        <DatePicker
          label="Zahlungsdatum"
          name="paid_on"
          value={draft.paid_on}
          maxDate={germanIsoDate()}
          onChange={(v) => change({ paid_on: v ?? '' })}
          error={Boolean(errors.paid_on)}
          helperText={errors.paid_on}
          fullWidth
        />
      </Suspense>
      <TextField
        size="small"
        label="Betrag (€)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(e) => change({ amount: e.target.value })}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? 'z. B. 12,50'}
      />
      <TextField
        size="small"
        label="Notiz"
        name="note"
        value={draft.note}
        onChange={(e) => change({ note: e.target.value })}
        error={Boolean(errors.note)}
        helperText={errors.note}
        slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <Button type="submit" variant="contained" loading={book.isPending}>
          {PAYMENT_TEXTS.book}
        </Button>
      </Box>
    </Box>
  );
}

function PaymentRows({ run, payments }: { run: PaymentRunRow; payments: readonly RunPaymentRow[] }) {
  const reverse = useReversePayment();
  const [asking, setAsking] = useState<RunPaymentRow | null>(null);
  return (
    <>
      {payments.map((p) => (
        <TableRow key={p.id} sx={p.reversed_at ? { '& td': { color: 'text.secondary' } } : undefined}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.paid_on)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {p.reversed_at ? (
              <s>{formatMoney(p.amount, run.currency)}</s>
            ) : (
              formatMoney(p.amount, run.currency)
            )}
          </TableCell>
          <TableCell>{PAYMENT_SOURCE_NAMES[p.source]}</TableCell>
          <TableCell>{p.note ?? '–'}</TableCell>
          <TableCell>{p.booked_by ?? '–'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {p.reversed_at ? (
              `${PAYMENT_TEXTS.reversed} am ${formatDateTimeShort(p.reversed_at)}`
            ) : (
              <Tooltip title={PAYMENT_TEXTS.reverse}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`${PAYMENT_TEXTS.reverse}: ${formatMoney(p.amount, run.currency)} vom ${formatDate(p.paid_on)}`}
                  onClick={() => setAsking(p)}
                  disabled={reverse.isPending}
                >
                  <UndoIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </TableCell>
        </TableRow>
      ))}
      <HoldToConfirm
        open={asking !== null}
        title={`${PAYMENT_TEXTS.reverse}?`}
        onCancel={() => setAsking(null)}
        onOk={() => {
          const p = asking;
          setAsking(null);
          if (p)
            reverse.mutate(p.id, {
              onSuccess: () =>
                showSuccess(`Zahlung über ${formatMoney(p.amount, run.currency)} zurückgenommen.`),
            });
        }}
      >
        <Typography>
          Die Zahlung über {asking && formatMoney(asking.amount, run.currency)} vom{' '}
          {asking && formatDate(asking.paid_on)} wird zurückgenommen; sie bleibt als zurückgenommen
          aufgeführt, und der Betrag ist wieder offen.
        </Typography>
      </HoldToConfirm>
    </>
  );
}

export function RunPaymentsDialog({ run, onClose }: { run: PaymentRunRow | null; onClose: () => void }) {
  // The last run stays shown while the dialog fades out.
  const [shown, setShown] = useState<PaymentRunRow | null>(run);
  if (run && run !== shown) setShown(run);
  const data = useRunPayments(run?.id ?? null).data;
  const current = shown;
  return (
    <Dialog
      open={run !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      slotProps={{
        paper: { sx: { m: { xs: 1, sm: 2 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' } } },
      }}
      aria-labelledby="run-payments-title"
    >
      <DialogTitle id="run-payments-title">
        {PAYMENT_TEXTS.payments} – Rechnung {current?.invoice_number}
      </DialogTitle>
      {current && (
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <PaymentStateChip state={current.payment_state} />
            <Typography variant="body2">{current.tenant_name}</Typography>
            <Typography variant="body2">
              Betrag {formatMoney(current.total_amount, current.currency)} · bezahlt{' '}
              {formatMoney(current.paid_amount, current.currency)} · offen{' '}
              {formatMoney(openAmountOf(current), current.currency)} · fällig {formatDate(current.due_date)}
            </Typography>
          </Box>
          {current.payment_state !== 'cancelled' && openAmountOf(current) > 0 && (
            <BookPaymentFields run={current} />
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {PAYMENT_TEXTS.payments}
          </Typography>
          <PlainTable
            label={`${PAYMENT_TEXTS.payments} von Rechnung ${current.invoice_number}`}
            headers={['Datum', 'Betrag', 'Quelle', 'Notiz', 'Erfasst von', 'Aktion']}
            empty={
              !data ? 'Wird geladen …' : data.payments.length === 0 ? PAYMENT_TEXTS.noPayments : undefined
            }
          >
            {data && <PaymentRows run={current} payments={data.payments} />}
          </PlainTable>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
            {PAYMENT_TEXTS.reminders}
          </Typography>
          <PlainTable
            label={`${PAYMENT_TEXTS.reminders} zu Rechnung ${current.invoice_number}`}
            headers={['Gesendet', 'Empfänger', 'Offener Betrag']}
            empty={
              !data ? 'Wird geladen …' : data.reminders.length === 0 ? PAYMENT_TEXTS.noReminders : undefined
            }
          >
            {data?.reminders.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatDateTimeShort(r.sent_at)}</TableCell>
                <TableCell>{r.recipients}</TableCell>
                <TableCell>{formatMoney(r.open_amount, current.currency)}</TableCell>
              </TableRow>
            ))}
          </PlainTable>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
