/** The lower sections of the card details (SPEC §2): status with 'Code erneut senden', advanced data. */
import { formatDateTime, formatMoney, yesNo } from '@ausweis/shared/format';
import { orderStateLabel } from '@ausweis/shared/order-state';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { showSuccess } from '../../lib/toast';
import { useResendCode, useResetExport } from './api';
import type { SectionProps } from './card-sections';
import { CardSection, CheckInput, Info } from './form-fields';
import { PaymentTransactions } from './payment-transactions';

export function StatusSection({ d, editable, superAdmin }: SectionProps & { superAdmin: boolean }) {
  const resend = useResendCode();
  return (
    <CardSection title="Status">
      <CheckInput name="validated" label="Validiert" disabled={!editable} />
      <Info label="Validiert am" value={formatDateTime(d.validated_at)} />
      {superAdmin && <Info label="Validiert von" value={d.validated_from} />}
      <Info label="Gelöscht" value={yesNo(d.is_delete)} />
      <Info label="Gelöscht am" value={formatDateTime(d.delete_at)} />
      {superAdmin && <Info label="Gelöscht von" value={d.delete_from} />}
      <CheckInput name="is_online" label="Online" disabled={!editable || !superAdmin} />
      <CheckInput name="is_hardcopy" label="Karte" disabled={!editable || !superAdmin} />
      <Info label="Online-Ready" value={yesNo(d.online_ready)} />
      <Info label="Online-Code" value={d.online_code} />
      {d.online_ready && !d.from_archive && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            variant="outlined"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(d.id, { onSuccess: () => showSuccess(CARD_TEXTS.codeSent, 'Erfolg') })
            }
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Code erneut senden
          </Button>
        </Box>
      )}
    </CardSection>
  );
}

export function AdvancedSection({ d, editable }: SectionProps) {
  const reset = useResetExport();
  const [asking, setAsking] = useState(false);
  const exported = Boolean(d.exported_at || d.exported_card_loaded_at);
  return (
    <CardSection title="Erweiterte Daten">
      <Info label="Mandanten-Produkt-ID" value={d.tenant_product_id} />
      {/* German state names, never the raw 'payed' / 'added_to_pdf' (issue 10). */}
      <Info label="Status" value={d.status === null ? null : orderStateLabel(d)} />
      <CheckInput name="is_test" label="Test" disabled={!editable} />
      <CheckInput name="is_payed" label="Bezahlt" disabled={!editable} />
      <Info label="Preis" value={d.price === null ? null : formatMoney(d.price)} />
      <CheckInput name="tenant_payment" label="Mandant zahlt" disabled={!editable} />
      <Info label="Exportiert am" value={formatDateTime(d.exported_at)} />
      <Info label="Karte geladen am" value={formatDateTime(d.exported_card_loaded_at)} />
      <Info label="Abgerechnet" value={yesNo(d.tenant_payee_billed)} />
      <Info label="R-Lauf-ID" value={d.payment_run_id} />
      {d.payment_transactions && <PaymentTransactions rows={d.payment_transactions} />}
      {!d.from_archive && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            variant="outlined"
            color="warning"
            disabled={!exported}
            loading={reset.isPending}
            onClick={() => setAsking(true)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Export zurücksetzen
          </Button>
        </Box>
      )}
      <HoldToConfirm
        open={asking}
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          reset.mutate(d.id, { onSuccess: () => showSuccess(CARD_TEXTS.exportReset) });
        }}
      >
        <Typography>{CARD_TEXTS.confirmResetExport}</Typography>
      </HoldToConfirm>
    </CardSection>
  );
}
