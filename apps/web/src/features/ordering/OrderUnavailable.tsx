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
import { Link as RouterLink } from 'react-router';

export interface OrderUnavailableProps {
  tenantCode: string;
  productCode: string;
  /** No answer from the server (rather than a refusal). */
  offline: boolean;
  /** The server's reason, when it gave one. */
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
  const Icon = offline ? WifiOffIcon : ErrorOutlineIcon;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Icon color={offline ? 'action' : 'error'} sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {offline ? 'Keine Verbindung' : 'Bestellung nicht möglich'}
        </Typography>
        {offline ? (
          <Typography sx={{ mb: 2 }}>
            Der Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie
            es erneut.
          </Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1.5 }}>
              Zu Zugangscode{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {tenantCode}
              </Box>{' '}
              und Produktcode{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {productCode}
              </Box>{' '}
              kann derzeit kein Ausweis bestellt werden.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {reason ?? 'Bitte prüfen Sie die Schreibweise der beiden Codes.'} Stimmen die Codes, ist die
              Bestellung für dieses Produkt vielleicht noch nicht freigeschaltet oder bereits beendet: Bitte
              wenden Sie sich an Ihre Einrichtung.
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
              Erneut versuchen
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/"
            variant={offline ? 'outlined' : 'contained'}
            size="large"
            sx={{ minHeight: 48 }}
          >
            Codes neu eingeben
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
