/**
 * The checkout buttons (docs/product.md#behaviour, #api): each posts the order id (and the order's secret) as an HTML form to its provider's
 * create-payment endpoint, which redirects to the provider's checkout. Clicking sets the stored status
 * to 'processing' and shows a loading state on that button; page load and unload reset it (the
 * browser may show this page again from its back/forward cache).
 */

import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useText } from '../../i18n/use-text';
import { createPaymentUrl } from './api';
import { browserStorage, updateStoredStatus } from './stored-order';

export interface PaymentButtonsProps {
  orderId: number;
  /** The stored order_secret, posted with the order id. */
  secret: string;
  showPaypal: boolean;
  showStripe: boolean;
  showTestPayment: boolean;
  /** The payment method chosen for the order before (a further child's order): first, and named so. */
  preferred?: PaymentProvider | null;
}

const LABELS: Record<PaymentProvider, MessageId> = {
  paypal: 'order.payPaypal',
  stripe: 'order.payStripe',
  test: 'order.payTest',
};

const PaypalMark = () => (
  <Box component="span" aria-hidden="true" sx={{ fontWeight: 800, fontStyle: 'italic', letterSpacing: 0 }}>
    P
  </Box>
);

const ICONS: Record<PaymentProvider, ReactNode> = {
  paypal: <PaypalMark />,
  stripe: <CreditCardIcon />,
  test: <ScienceOutlinedIcon />,
};

export function PaymentButtons({
  orderId,
  secret,
  showPaypal,
  showStripe,
  showTestPayment,
  preferred = null,
}: PaymentButtonsProps) {
  const t = useText();
  const [loading, setLoading] = useState<PaymentProvider | null>(null);

  useEffect(() => {
    const reset = () => setLoading(null);
    window.addEventListener('pageshow', reset);
    window.addEventListener('pagehide', reset);
    return () => {
      window.removeEventListener('pageshow', reset);
      window.removeEventListener('pagehide', reset);
    };
  }, []);

  const providers = (
    [
      ['paypal', showPaypal],
      ['stripe', showStripe],
      ['test', showTestPayment],
    ] as const
  )
    .filter(([, shown]) => shown)
    .map(([p]) => p)
    .sort((a, b) => Number(b === preferred) - Number(a === preferred));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      {providers.map((provider) => (
        <Box
          key={provider}
          component="form"
          method="post"
          action={createPaymentUrl(provider)}
          onSubmit={(e) => {
            if (loading) {
              e.preventDefault();
              return;
            }
            updateStoredStatus(browserStorage(), 'processing', { provider });
            setLoading(provider);
          }}
          sx={{ m: 0 }}
        >
          <input type="hidden" name="order_id" value={orderId} />
          <input type="hidden" name="secret" value={secret} />
          <Button
            type="submit"
            fullWidth
            size="large"
            variant={provider === 'test' ? 'outlined' : 'contained'}
            color={provider === 'paypal' ? 'warning' : 'primary'}
            disabled={loading !== null && loading !== provider}
            loading={loading === provider}
            loadingIndicator={
              <CircularProgress color="inherit" size={22} aria-label={t('order.redirecting')} />
            }
            startIcon={ICONS[provider]}
            sx={{ minHeight: 52, fontSize: '1.05rem' }}
          >
            {t(LABELS[provider])}
          </Button>
          {provider === preferred && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('order.lastPayment')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
