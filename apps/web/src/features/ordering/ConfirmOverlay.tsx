/**
 * 'Bestätigung Ausweisbestellung' (docs/product.md#screens): the visitor confirms the institution before
 * ordering; the language menu is in the dialog too.
 */
import ApartmentIcon from '@mui/icons-material/Apartment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useRichText, useText } from '../../i18n/use-text';

export interface ConfirmOverlayProps {
  open: boolean;
  tenantName: string;
  tenantName2?: string | null;
  tenantCity: string;
  productType: string;
  onBack: () => void;
  onConfirm: () => void;
}

export function ConfirmOverlay({
  open,
  tenantName,
  tenantName2,
  tenantCity,
  productType,
  onBack,
  onConfirm,
}: ConfirmOverlayProps) {
  const t = useText();
  const rich = useRichText();
  return (
    <Dialog
      open={open}
      aria-labelledby="confirm-order-title"
      aria-describedby="confirm-order-text"
      // No onClose: only the two buttons close it, the visitor must decide.
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      {/* The top bar's language menu is behind the dialog: a visitor can read it in their language first. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
        <LanguageSelect />
      </Box>
      <DialogTitle id="confirm-order-title" sx={{ fontWeight: 700, pt: 1 }}>
        {t('order.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography id="confirm-order-text" sx={{ mb: 2 }}>
          {rich('order.confirmText', { product: productType, b: (chunks) => <strong>{chunks}</strong> })}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: 2,
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        >
          <ApartmentIcon color="primary" sx={{ mt: 0.25 }} />
          {/* The institution's name as it is written, also inside Arabic text. */}
          <Box sx={{ overflowWrap: 'anywhere' }} dir="auto">
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{tenantName}</Typography>
            {tenantName2 && <Typography>{tenantName2}</Typography>}
            <Typography color="text.secondary">{tenantCity}</Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('order.confirmHint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onBack} variant="outlined" size="large" sx={{ minHeight: 48, flex: 1 }}>
          {t('order.back')}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          size="large"
          sx={{ minHeight: 48, flex: 1 }}
          autoFocus
        >
          {t('order.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
