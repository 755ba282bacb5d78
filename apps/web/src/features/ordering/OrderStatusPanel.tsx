/**
 * What follows a placed order (docs/product.md#behaviour): the payment buttons while payment is open, or the
 * confirmation ('Ist bezahlt' / 'Ihre Bestellung ist bestätigt!') with 'Ausweis-App öffnen' for a
 * smartphone card, and always 'Neue Bestellung'.
 */
import { formatMoney } from '@ausweis/shared/money';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardAppButton } from './CardAppButton';
import { PaymentButtons } from './PaymentButtons';
import type { LoadNotice, StoredOrder } from './stored-order';
import { hasPaymentButton } from './stored-order';
import { CANCELLED_TEXT, CONFIRMED_TEXT, FAILED_TEXT, PAID_TEXT } from './texts';

export interface OrderStatusPanelProps {
  order: StoredOrder;
  paymentOpen: boolean;
  /** The outcome of the last checkout, if the visitor came back from one. */
  notice: LoadNotice;
  currency: string;
  onNewOrder: () => void;
}

export function OrderStatusPanel({
  order,
  paymentOpen,
  notice,
  currency,
  onNewOrder,
}: OrderStatusPanelProps) {
  const done = order.paid_status === 'success';
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite">
      {done ? (
        <Alert
          severity="success"
          icon={<CheckCircleIcon fontSize="inherit" />}
          sx={{ fontSize: '1.05rem', '& .MuiAlert-message': { width: '100%' } }}
        >
          <AlertTitle sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {order.is_payed && order.price_to_pay > 0 ? PAID_TEXT : CONFIRMED_TEXT}
          </AlertTitle>
          Vielen Dank für Ihre Bestellung (Nr. {order.order_id}). Eine Bestätigung mit allen weiteren
          Schritten erhalten Sie per E-Mail.
        </Alert>
      ) : null}
      {done && order.order_secret && order.student_info.is_online !== false ? (
        <CardAppButton orderId={order.order_id} secret={order.order_secret} />
      ) : null}
      {!done && (
        <>
          {notice === 'failed' && (
            <Alert severity="error">
              <AlertTitle>{FAILED_TEXT}</AlertTitle>
              Ihre Bestellung ist gespeichert. Bitte versuchen Sie die Zahlung erneut.
            </Alert>
          )}
          {notice === 'cancelled' && (
            <Alert severity="warning">
              <AlertTitle>{CANCELLED_TEXT}</AlertTitle>
              {paymentOpen
                ? 'Sie können die Zahlung erneut starten oder eine neue Bestellung beginnen.'
                : 'Sie können eine neue Bestellung beginnen.'}
            </Alert>
          )}
          {paymentOpen && notice === null && (
            <Alert severity="info">
              <AlertTitle>Bestellung gespeichert (Nr. {order.order_id})</AlertTitle>
              Bitte bestätigen Sie die Bestellung mit der Zahlung.
            </Alert>
          )}
          {paymentOpen && hasPaymentButton(order) && (
            <Box>
              <Typography sx={{ mb: 1.5 }}>
                Zu zahlen:{' '}
                <Box component="strong" sx={{ fontSize: '1.2rem', color: 'primary.main' }}>
                  {formatMoney(order.price_to_pay, currency)}
                </Box>
              </Typography>
              <PaymentButtons
                orderId={order.order_id}
                secret={order.order_secret ?? ''}
                showPaypal={order.show_paypal}
                showStripe={order.show_stripe}
                showTestPayment={order.show_test_payment}
              />
            </Box>
          )}
          {!paymentOpen && notice === null && (
            <Alert severity="warning">
              Für diese Bestellung ist derzeit keine Zahlungsart verfügbar. Bitte versuchen Sie es später
              erneut oder wenden Sie sich an den Support.
            </Alert>
          )}
        </>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<ReplayIcon />}
        onClick={onNewOrder}
        sx={{ minHeight: 48, justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        Neue Bestellung
      </Button>
    </Box>
  );
}
