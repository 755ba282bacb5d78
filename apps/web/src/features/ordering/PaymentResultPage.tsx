/**
 * /{provider}_success/:orderId and /{provider}_cancel/:orderId (docs/product.md#screens payment result pages, #behaviour):
 * the cancel route first posts the cancellation; both then ask the server for the real paid state,
 * store it as the paid status and go back to the order page of the stored tenant and product, which
 * shows the outcome. Without stored data (another browser), the outcome shows here. The server answers
 * only to the stored order_secret or to the checkout reference the provider put in the return URL.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useText } from '../../i18n/use-text';
import { cancelOrder, capturePaypal, getOrderPayed } from './api';
import { parseOrderId, pollPaymentState, type ResultStatus, resultStatus } from './payment-result';
import { browserStorage, orderPagePath, readStoredOrder, updateStoredStatus } from './stored-order';

/** The query parameter in which each provider's return URL carries its checkout reference. */
const RETURN_REF_PARAM: Record<PaymentProvider, string> = {
  stripe: 'session_id',
  paypal: 'token',
  test: 'session',
};

type View =
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'notStored' }
  | { kind: 'result'; status: ResultStatus };

const TEXTS: Record<ResultStatus, { title: MessageId; text: MessageId }> = {
  success: { title: 'order.thanks', text: 'order.paid' },
  failed: { title: 'order.failed', text: 'order.resultFailed' },
  cancelled: { title: 'order.cancelled', text: 'order.nothingCharged' },
};

export default function PaymentResultPage({
  provider,
  kind,
}: {
  provider: PaymentProvider;
  kind: 'success' | 'cancel';
}) {
  const t = useText();
  const { orderId: param } = useParams();
  const orderId = parseOrderId(param);
  const navigate = useNavigate();
  // PayPal returns to the success route with ?token={PayPal order id}&PayerID=…; the server captures.
  const [searchParams] = useSearchParams();
  const paypalToken = provider === 'paypal' && kind === 'success' ? searchParams.get('token') : null;
  const [view, setView] = useState<View>({ kind: 'checking' });
  const started = useRef(false);
  const stored = readStoredOrder(browserStorage());
  const storedHere = stored !== null && stored.order_id === orderId ? stored : null;
  const secret = storedHere?.order_secret ?? searchParams.get(RETURN_REF_PARAM[provider]);

  const check = useCallback(async () => {
    if (orderId === null) {
      setView({ kind: 'unknown' });
      return;
    }
    // Nothing proves the order is ours: neither a success nor a cancellation can be checked or done.
    if (!secret) {
      setView({ kind: 'notStored' });
      return;
    }
    setView({ kind: 'checking' });
    try {
      if (kind === 'cancel') await cancelOrder(provider, orderId, secret).catch(() => undefined);
      if (paypalToken) await capturePaypal(orderId, paypalToken).catch(() => undefined);
      const state = await pollPaymentState(() => getOrderPayed(orderId, secret), {
        attempts: kind === 'cancel' ? 1 : 4,
      });
      const status = resultStatus(state.status === 'open' && kind === 'cancel' ? 'cancelled' : state.status);
      const updated =
        storedHere && updateStoredStatus(browserStorage(), status, { is_payed: state.is_payed });
      if (updated) {
        await navigate(orderPagePath(updated), { replace: true });
        return;
      }
      setView({ kind: 'result', status });
    } catch {
      // The api client showed the 'Fehler' toast.
      setView({ kind: 'unknown' });
    }
  }, [orderId, kind, provider, paypalToken, secret, storedHere, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void check();
  }, [check]);

  const back = storedHere ? orderPagePath(storedHere) : '/';
  const backLabel = storedHere ? t('order.backToOrder') : t('order.toHome');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }} aria-live="polite">
        {view.kind === 'checking' && (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 3 }}>
            <CircularProgress aria-label={t(kind === 'cancel' ? 'order.cancelling' : 'order.checking')} />
            <Typography>{t(kind === 'cancel' ? 'order.cancelling' : 'order.checking')} …</Typography>
          </Box>
        )}
        {view.kind === 'result' && (
          <>
            {view.status === 'success' ? (
              <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
            ) : view.status === 'failed' ? (
              <ErrorOutlineIcon color="error" sx={{ fontSize: 56, mb: 1 }} />
            ) : (
              <InfoOutlinedIcon color="warning" sx={{ fontSize: 56, mb: 1 }} />
            )}
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {t(TEXTS[view.status].title)}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t(TEXTS[view.status].text)}</Typography>
            <Button component={RouterLink} to={back} variant="contained" size="large" sx={{ minHeight: 48 }}>
              {backLabel}
            </Button>
          </>
        )}
        {/* Neither the stored order nor a checkout reference: nothing can be checked or cancelled here. */}
        {view.kind === 'notStored' && (
          <>
            <InfoOutlinedIcon color="warning" sx={{ fontSize: 56, mb: 1 }} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('order.statusUnknown')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t('order.notStored')}</Typography>
            <Button component={RouterLink} to={back} variant="contained" size="large" sx={{ minHeight: 48 }}>
              {backLabel}
            </Button>
          </>
        )}
        {view.kind === 'unknown' && (
          <>
            <ErrorOutlineIcon color="error" sx={{ fontSize: 56, mb: 1 }} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('order.statusUnknown')}
            </Typography>
            <Typography sx={{ mb: 3 }}>
              {t(orderId === null ? 'order.noOrderId' : 'order.checkFailed')}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                justifyContent: 'center',
                flexDirection: { xs: 'column', sm: 'row' },
              }}
            >
              {orderId !== null && (
                <Button variant="contained" size="large" onClick={() => void check()} sx={{ minHeight: 48 }}>
                  {t('order.checkAgain')}
                </Button>
              )}
              <Button component={RouterLink} to={back} variant="outlined" size="large" sx={{ minHeight: 48 }}>
                {backLabel}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
