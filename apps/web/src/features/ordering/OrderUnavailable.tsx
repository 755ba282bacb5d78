/**
 * Shown instead of the order form when the product info cannot be loaded (docs/product.md#messages): an unknown or
 * disabled product or tenant, or no connection. Always offers a way on: back, home, or try again.
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalizeGerman, useRichText, useText } from '../../i18n/use-text';

export interface OrderUnavailableProps {
  tenantCode: string;
  productCode: string;
  /** No answer from the server (rather than a refusal). */
  offline: boolean;
  /** The server's reason (German), when it gave one: shown in the page's language. */
  reason?: string;
  onRetry: () => void;
}

export function OrderUnavailable({
  tenantCode,
  productCode,
  offline,
  reason,
  onRetry,
}: OrderUnavailableProps) {
  const t = useText();
  const rich = useRichText();
  const localize = useLocalizeGerman();
  const Icon = offline ? WifiOffIcon : ErrorOutlineIcon;
  // A code is Latin letters and digits: left to right also inside Arabic text.
  const code = (chunks: ReactNode[]) => (
    <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
      <bdi>{chunks}</bdi>
    </Box>
  );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Icon color={offline ? 'action' : 'error'} sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {offline ? t('order.offlineTitle') : t('order.unavailableTitle')}
        </Typography>
        {offline ? (
          <Typography sx={{ mb: 2 }}>{t('order.offlineText')}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1.5 }}>
              {rich('order.unavailableCodes', { tenant: tenantCode, product: productCode, b: code })}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {reason ? localize(reason) : t('order.checkSpelling')} {t('order.unavailableHint')}
            </Typography>
          </>
        )}
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            justifyContent: 'center',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          {offline && (
            <Button variant="contained" size="large" onClick={onRetry} sx={{ minHeight: 48 }}>
              {t('order.retry')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/"
            variant={offline ? 'outlined' : 'contained'}
            size="large"
            sx={{ minHeight: 48 }}
          >
            {t('order.reenterCodes')}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
