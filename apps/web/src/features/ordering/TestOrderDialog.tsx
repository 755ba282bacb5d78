/**
 * Test-order confirmation (docs/product.md#screens, #messages: Ja/Nein) before a test tenant's or test product's order is
 * placed. It points real orderers to their organisation and organisations to the registration page.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRichText, useText } from '../../i18n/use-text';

export function TestOrderDialog({
  open,
  onYes,
  onNo,
}: {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useText();
  const rich = useRichText();
  return (
    <Dialog
      open={open}
      onClose={onNo}
      aria-labelledby="test-order-title"
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="test-order-title" sx={{ fontWeight: 700 }}>
        {t('order.testTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          {rich('order.testText', { b: (chunks) => <strong>{chunks}</strong> })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('order.testRealCard')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {rich('order.testOrganisation', {
            link: (chunks) => (
              <Link component={RouterLink} to="/register">
                {chunks}
              </Link>
            ),
          })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('order.testQuestion')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onNo} variant="outlined" size="large" sx={{ minHeight: 48, flex: 1 }}>
          {t('order.no')}
        </Button>
        <Button onClick={onYes} variant="contained" size="large" sx={{ minHeight: 48, flex: 1 }}>
          {t('order.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
