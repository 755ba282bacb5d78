/** The lower sections of the card details (docs/product.md#screens): status with 'Code erneut senden', advanced data. */
import { formatDateTime, formatMoney, yesNo } from '@ausweis/shared/format';
import { orderStateLabel } from '@ausweis/shared/order-state';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { consentSummary } from '@ausweis/shared/schemas/consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { showSuccess } from '../../lib/toast';
import { useResendCode, useResetExport } from './api';
import type { SectionProps } from './card-sections';
import { CardSection, CheckInput, Info } from './form-fields';
import { PaymentTransactions } from './payment-transactions';
import { useConfirmedAction } from './use-confirmed-action';

export function StatusSection({ card, editable, superAdmin }: SectionProps & { superAdmin: boolean }) {
  const resend = useResendCode();
  return (
    <CardSection title="Status">
      <CheckInput name="validated" label="Validiert" disabled={!editable} />
      <Info label="Validiert am" value={formatDateTime(card.validated_at)} />
      {superAdmin && <Info label="Validiert von" value={card.validated_from} />}
      <Info label="Gelöscht" value={yesNo(card.is_delete)} />
      <Info label="Gelöscht am" value={formatDateTime(card.delete_at)} />
      {superAdmin && <Info label="Gelöscht von" value={card.delete_from} />}
      <CheckInput name="is_online" label="Online" disabled={!editable || !superAdmin} />
      <CheckInput name="is_hardcopy" label="Karte" disabled={!editable || !superAdmin} />
      <Info label="Online-Ready" value={yesNo(card.online_ready)} />
      <Info label="Online-Code" value={card.online_code} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Info label="Einwilligung" value={consentSummary(card)} />
      </Box>
      {/* Only for a live card: a deleted one has no card app, a wiped one no address to send to. */}
      {card.online_ready && !card.from_archive && !card.is_delete && !card.data_deleted_at && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            variant="outlined"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(card.id, { onSuccess: () => showSuccess(CARD_TEXTS.codeSent, 'Erfolg') })
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

export function AdvancedSection({ card, editable }: SectionProps) {
  const reset = useResetExport();
  const confirmReset = useConfirmedAction(CARD_TEXTS.confirmResetExport, () =>
    reset.mutate(card.id, { onSuccess: () => showSuccess(CARD_TEXTS.exportReset) }),
  );
  const exported = Boolean(card.exported_at || card.exported_card_loaded_at);
  return (
    <CardSection title="Erweiterte Daten">
      <Info label="Mandanten-Produkt-ID" value={card.tenant_product_id} />
      {/* German state names, never the raw 'payed' / 'added_to_pdf'. */}
      <Info label="Status" value={card.status === null ? null : orderStateLabel(card)} />
      <CheckInput name="is_test" label="Test" disabled={!editable} />
      <CheckInput name="is_payed" label="Bezahlt" disabled={!editable} />
      <Info label="Preis" value={card.price === null ? null : formatMoney(card.price)} />
      <CheckInput name="tenant_payment" label="Mandant zahlt" disabled={!editable} />
      <Info label="Exportiert am" value={formatDateTime(card.exported_at)} />
      <Info label="Karte geladen am" value={formatDateTime(card.exported_card_loaded_at)} />
      <Info label="Abgerechnet" value={yesNo(card.tenant_payee_billed)} />
      <Info label="R-Lauf-ID" value={card.payment_run_id} />
      {card.payment_transactions && <PaymentTransactions rows={card.payment_transactions} />}
      {!card.from_archive && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            variant="outlined"
            color="warning"
            disabled={!exported}
            loading={reset.isPending}
            onClick={confirmReset.ask}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Export zurücksetzen
          </Button>
        </Box>
      )}
      {confirmReset.dialog}
    </CardSection>
  );
}
