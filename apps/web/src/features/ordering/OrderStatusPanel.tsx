/**
 * What follows a placed order (docs/product.md#behaviour): the payment buttons while payment is open, or the
 * confirmation ('Ist bezahlt' / 'Ihre Bestellung ist bestätigt!') with 'Ausweis-App öffnen' for a
 * smartphone card, and always an order for a further child (the parent's data stay) and 'Neue Bestellung'.
 */

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormats } from '../../i18n/use-formats';
import { useText } from '../../i18n/use-text';
import { CardAppButton } from './CardAppButton';
import { PaymentButtons } from './PaymentButtons';
import type { LoadNotice, StoredOrder } from './stored-order';
import { hasPaymentButton } from './stored-order';

export interface OrderStatusPanelProps {
  order: StoredOrder;
  paymentOpen: boolean;
  /** The outcome of the last checkout, if the visitor came back from one. */
  notice: LoadNotice;
  onNewOrder: () => void;
  /** An order for a further child, keeping the parent's e-mail, address and payment method. */
  onSiblingOrder: () => void;
}

export function OrderStatusPanel({
  order,
  paymentOpen,
  notice,
  onNewOrder,
  onSiblingOrder,
}: OrderStatusPanelProps) {
  const t = useText();
  const { money } = useFormats();
  const done = order.paid_status === 'success';
  const id = String(order.order_id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite">
      {done ? (
        <Alert
          severity="success"
          icon={<CheckCircleIcon fontSize="inherit" />}
          sx={{ fontSize: '1.05rem', '& .MuiAlert-message': { width: '100%' } }}
        >
          <AlertTitle sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {order.is_payed && order.price_to_pay > 0 ? t('order.paid') : t('order.confirmed')}
          </AlertTitle>
          {t('order.thanksNumber', { id })}
        </Alert>
      ) : null}
      {done && order.order_secret && order.student_info.is_online !== false ? (
        <CardAppButton orderId={order.order_id} secret={order.order_secret} />
      ) : null}
      {!done && (
        <>
          {notice === 'failed' && (
            <Alert severity="error">
              <AlertTitle>{t('order.failed')}</AlertTitle>
              {t('order.failedRetry')}
            </Alert>
          )}
          {notice === 'cancelled' && (
            <Alert severity="warning">
              <AlertTitle>{t('order.cancelled')}</AlertTitle>
              {paymentOpen ? t('order.cancelledRetry') : t('order.cancelledNew')}
            </Alert>
          )}
          {paymentOpen && notice === null && (
            <Alert severity="info">
              <AlertTitle>{t('order.savedNumber', { id })}</AlertTitle>
              {t('order.payToConfirm')}
            </Alert>
          )}
          {paymentOpen && hasPaymentButton(order) && (
            <Box>
              <Typography sx={{ mb: 1.5 }}>
                {t('order.toPay')}{' '}
                <Box component="strong" dir="ltr" sx={{ fontSize: '1.2rem', color: 'primary.main' }}>
                  {money(order.price_to_pay)}
                </Box>
              </Typography>
              <PaymentButtons
                orderId={order.order_id}
                secret={order.order_secret ?? ''}
                showPaypal={order.show_paypal}
                showStripe={order.show_stripe}
                showTestPayment={order.show_test_payment}
                preferred={order.provider ?? null}
              />
            </Box>
          )}
          {!paymentOpen && notice === null && <Alert severity="warning">{t('order.noPayment')}</Alert>}
        </>
      )}
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'stretch', sm: 'start' } }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ChildCareIcon />}
          onClick={onSiblingOrder}
          aria-describedby="sibling-order-hint"
          sx={{ minHeight: 48 }}
        >
          {t('order.sibling')}
        </Button>
        <Typography id="sibling-order-hint" variant="body2" color="text.secondary">
          {t('order.siblingHint')}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ReplayIcon />}
        onClick={onNewOrder}
        sx={{ minHeight: 48, justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {t('order.newOrder')}
      </Button>
    </Box>
  );
}
