/**
 * The checkout buttons (docs/product.md#behaviour, #api): each posts the order id (and the order's secret) as an HTML form to its provider's
 * create-payment endpoint, which redirects to the provider's checkout. Clicking sets the stored status
 * to 'processing' and shows a loading state on that button; page load and unload reset it (the
 * browser may show this page again from its back/forward cache).
 */
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { createPaymentUrl } from './api';
import { browserStorage, updateStoredStatus } from './stored-order';

export interface PaymentButtonsProps {
  orderId: number;
  /** The stored order_secret, posted with the order id. */
  secret: string;
  showPaypal: boolean;
  showStripe: boolean;
  showTestPayment: boolean;
}

const LABELS: Record<PaymentProvider, string> = {
  paypal: 'Mit PayPal bezahlen',
  stripe: 'Mit Karte bezahlen (Stripe)',
  test: 'Testzahlung',
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
}: PaymentButtonsProps) {
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
    .map(([p]) => p);

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
            updateStoredStatus(browserStorage(), 'processing');
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
            loadingIndicator={<CircularProgress color="inherit" size={22} aria-label="Wird weitergeleitet" />}
            startIcon={ICONS[provider]}
            sx={{ minHeight: 52, fontSize: '1.05rem' }}
          >
            {LABELS[provider]}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
