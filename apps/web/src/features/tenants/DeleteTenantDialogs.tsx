/**
 * Deleting a tenant (SPEC §5, §8): a warning that all its data is irrevocably deleted; with more than
 * 10 orders a second, stronger hold-to-confirm follows. Success toast 'Mandant gelöscht' (Löschen).
 */
import { HOLD_TO_CONFIRM_SECONDS, TENANT_DELETE_STRONG_CONFIRM_ABOVE } from '@ausweis/shared/constants';
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

  return (
    <>
      <HoldToConfirm
        open={target?.step === 'confirm'}
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
          Alle Daten des Mandanten (Produkte, Ausweise, Bestellungen, Rechnungsläufe, Bilder und
          Benutzerzuordnungen) werden unwiderruflich gelöscht.
        </Typography>
      </HoldToConfirm>
      <HoldToConfirm
        open={target?.step === 'strong'}
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
