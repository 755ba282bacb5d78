/**
 * Deleting a tenant (docs/product.md#validation, #messages): a warning that all its data is irrevocably deleted; with more than
 * 10 orders a second, stronger hold-to-confirm follows. Success toast 'Mandant gelöscht' (Löschen).
 * A tenant with invoice runs cannot be deleted (invoices are kept): that is said at once, instead of
 * any confirmation.
 */
import { HOLD_TO_CONFIRM_SECONDS, TENANT_DELETE_STRONG_CONFIRM_ABOVE } from '@ausweis/shared/constants';
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { showSuccess } from '../../lib/toast';
import { useDeleteTenant } from './api';

export interface DeleteTarget {
  id: number;
  name: string;
  short_code: string;
  orders: number;
  /** Invoice runs of the tenant (from the same count). */
  paymentRuns: number;
  step: 'confirm' | 'strong';
}

/** Whether the stronger second confirmation is needed. */
export const needsStrongConfirm = (orders: number) => orders > TENANT_DELETE_STRONG_CONFIRM_ABOVE;

interface DeleteTenantDialogsProps {
  target: DeleteTarget | null;
  onChange: (target: DeleteTarget | null) => void;
}

export function DeleteTenantDialogs({ target, onChange }: DeleteTenantDialogsProps) {
  const remove = useDeleteTenant();
  const close = () => onChange(null);
  // The texts stay while a dialog fades out.
  const last = useRef<DeleteTarget | null>(null);
  if (target) last.current = target;
  const shown = target ?? last.current;

  const doDelete = (t: DeleteTarget) => {
    close();
    remove.mutate(t.id, {
      onSuccess: () => showSuccess('Mandant gelöscht', 'Löschen'),
    });
  };

  const blocked = (shown?.paymentRuns ?? 0) > 0;
  return (
    <>
      <Dialog
        open={Boolean(target) && blocked}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby="tenant-not-deletable-title"
      >
        <DialogTitle id="tenant-not-deletable-title">Mandant kann nicht gelöscht werden</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            <strong>{shown?.name}</strong> ({shown?.short_code}) hat{' '}
            {shown?.paymentRuns === 1 ? 'einen Rechnungslauf' : `${shown?.paymentRuns} Rechnungsläufe`}.
          </Typography>
          <Typography>{TENANT_MESSAGES.hasInvoicesDetail}</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={close} autoFocus>
            Schließen
          </Button>
        </DialogActions>
      </Dialog>
      <HoldToConfirm
        open={target?.step === 'confirm' && !blocked}
        onCancel={close}
        onOk={() => {
          if (!target) return;
          if (needsStrongConfirm(target.orders)) onChange({ ...target, step: 'strong' });
          else doDelete(target);
        }}
      >
        <Typography sx={{ mb: 1 }}>
          Mandant <strong>{shown?.name}</strong> ({shown?.short_code}) wirklich löschen?
        </Typography>
        <Typography>
          Alle Daten des Mandanten (Produkte, Ausweise, Bestellungen, Bilder und Benutzerzuordnungen) werden
          unwiderruflich gelöscht. Die Benutzerkonten bleiben bestehen.
        </Typography>
      </HoldToConfirm>
      <HoldToConfirm
        open={target?.step === 'strong' && !blocked}
        seconds={HOLD_TO_CONFIRM_SECONDS}
        confirmLabel="Endgültig löschen"
        onCancel={close}
        onOk={() => target && doDelete(target)}
      >
        <Typography sx={{ mb: 1, fontWeight: 700, color: 'error.main' }}>
          Dieser Mandant hat {shown?.orders} Bestellungen.
        </Typography>
        <Typography>
          Alle Bestellungen und Ausweise von <strong>{shown?.name}</strong> werden unwiderruflich gelöscht und
          können nicht wiederhergestellt werden. Zum Löschen die Schaltfläche gedrückt halten.
        </Typography>
      </HoldToConfirm>
    </>
  );
}
