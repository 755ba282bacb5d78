/**
 * A run's cancellation on 'Rechnungsläufe': 'Stornieren' (held down to confirm) for a run whose invoice
 * is issued, not cancelled and without a booked payment (the server refuses those; once the payment is
 * reversed, the refreshed run offers it again); on a cancelled run the state 'Storniert' with the cancellation
 * invoice's number and date, and its download.
 */
import { formatDate } from '@ausweis/shared/format';
import { INVOICE_TEXTS, invoiceStateText, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import BlockIcon from '@mui/icons-material/Block';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReplayIcon from '@mui/icons-material/Replay';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { RowAction } from '../../components/RowAction';
import { showSuccess } from '../../lib/toast';
import { downloadCancellationPdf, useCancelRun, useRetryInvoice } from './api';

type Run = Pick<
  PaymentRunRow,
  | 'id'
  | 'invoice_number'
  | 'invoice_date'
  | 'invoice_state'
  | 'cancellation_number'
  | 'cancellation_date'
  | 'cancellation_state'
  | 'cancelled_at'
  | 'paid_amount'
>;

/** Below the invoice: 'Storniert', the cancellation invoice and, while it is not mailed, its state. */
export function CancellationNote({ run }: { run: Run }) {
  if (!run.cancellation_number || !run.cancellation_date) return null;
  const state = run.cancellation_state ?? 'pending';
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label="Storniert"
        sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
      />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        Storno {run.cancellation_number}
        <br />
        vom {formatDate(run.cancellation_date)}
      </Typography>
      {state !== 'issued' && (
        <Typography variant="caption" color={state === 'failed' ? 'error' : 'text.secondary'}>
          {invoiceStateText({ invoice_state: state, invoice_mails: null })}
        </Typography>
      )}
    </Stack>
  );
}

/** The row's cancellation action: 'Stornieren', or the cancellation invoice's download. */
export function RunCancelAction({ run }: { run: Run }) {
  const [confirming, setConfirming] = useState(false);
  if (run.cancellation_number)
    return (
      <>
        <RowAction
          title="Stornorechnung herunterladen"
          label={`Stornorechnung ${run.cancellation_number} herunterladen`}
          icon={<ReceiptLongIcon fontSize="small" />}
          onClick={() => void downloadCancellationPdf(run)}
        />
        {run.cancellation_state === 'failed' && <RetryCancellation run={run} />}
      </>
    );
  if (run.invoice_state !== 'issued' || run.cancelled_at || run.paid_amount > 0) return null;
  return (
    // Clicks in the dialog (a portal) reach the row through React's tree: they must not open the run's orders.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only stops those clicks; the buttons act.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dialog's buttons have their own keys.
    <span onClick={(e) => e.stopPropagation()}>
      <RowAction
        title={INVOICE_TEXTS.cancel}
        label={`Rechnung ${run.invoice_number} stornieren`}
        icon={<BlockIcon fontSize="small" />}
        color="error"
        onClick={() => setConfirming(true)}
      />
      {confirming && <CancelRunDialog run={run} onClose={() => setConfirming(false)} />}
    </span>
  );
}

/** 'Erneut versuchen' for a cancellation invoice whose job failed (the run's retry starts it again). */
function RetryCancellation({ run }: { run: Run }) {
  const retry = useRetryInvoice();
  const start = () => {
    if (retry.isPending) return;
    retry.mutate(run.id, {
      onSuccess: () =>
        showSuccess(`Stornorechnung ${run.cancellation_number} wird erneut erstellt und versendet.`),
    });
  };
  return (
    <RowAction
      title={INVOICE_TEXTS.retry}
      label={`Stornorechnung ${run.cancellation_number}: ${INVOICE_TEXTS.retry}`}
      icon={<ReplayIcon fontSize="small" />}
      color="error"
      onClick={start}
    />
  );
}

/** The held-down confirmation; it stays open until the server answered. */
function CancelRunDialog({ run, onClose }: { run: Run; onClose: () => void }) {
  const cancel = useCancelRun();
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(run.id, {
      onSuccess: (r) =>
        showSuccess(
          `Rechnung ${run.invoice_number} storniert: Stornorechnung ${r.cancellation_number} wird erstellt und versendet; die Bestellungen sind wieder abrechenbar.`,
        ),
      onSettled: onClose,
    });
  };
  return (
    <HoldToConfirm
      open
      title="Rechnung stornieren"
      hold
      confirmLabel="Stornieren"
      onOk={confirm}
      onCancel={cancel.isPending ? () => undefined : onClose}
    >
      <Stack spacing={1.5}>
        <Typography>
          Rechnung {run.invoice_number} vom {formatDate(run.invoice_date)} stornieren?
        </Typography>
        <Typography>
          Es wird eine Stornorechnung mit eigener Nummer erstellt und an die Empfänger der Rechnung versendet.
          Die Bestellungen dieses Laufs werden wieder abrechenbar. Das lässt sich nicht rückgängig machen.
        </Typography>
      </Stack>
    </HoldToConfirm>
  );
}
