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

export function TestOrderDialog({
  open,
  onYes,
  onNo,
}: {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
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
        Test-Bestellung
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          Dies ist ein <strong>TEST-AUSWEIS</strong>. Die Bestellung dient nur zum Ausprobieren; es wird kein
          gültiger Ausweis ausgestellt.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Sie möchten einen echten Ausweis? Bitte fragen Sie Ihre Einrichtung nach dem richtigen Zugangscode
          und Produktcode.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Sie möchten das Ausweisportal für Ihre Organisation nutzen? Dann stellen Sie bitte eine{' '}
          <Link component={RouterLink} to="/register">
            Kontakt-Anforderung
          </Link>
          .
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>Möchten Sie die Test-Bestellung abschicken?</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onNo} variant="outlined" size="large" sx={{ minHeight: 48, flex: 1 }}>
          Nein
        </Button>
        <Button onClick={onYes} variant="contained" size="large" sx={{ minHeight: 48, flex: 1 }}>
          Ja
        </Button>
      </DialogActions>
    </Dialog>
  );
}
