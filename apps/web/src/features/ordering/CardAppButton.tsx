/**
 * After a confirmed smartphone card order: 'Ausweis-App öffnen' opens the card app with the three codes
 * filled in. They ride in the link's fragment (never sent to a server); the access mail has the same.
 */
import { cardAppLink } from '@ausweis/shared/schemas/card-app-texts';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useText } from '../../i18n/use-text';
import { fetchCardAppCodes } from './api';

export function CardAppButton({ orderId, secret }: { orderId: number; secret: string }) {
  const t = useText();
  const query = useQuery({
    queryKey: ['ordering', 'cardAppCodes', orderId],
    queryFn: () => fetchCardAppCodes(orderId, secret),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const codes = query.data?.codes;
  if (!codes) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'stretch', sm: 'start' } }}>
      <Button
        href={cardAppLink(window.location.origin, codes)}
        variant="contained"
        color="success"
        size="large"
        startIcon={<PhoneIphoneIcon />}
        sx={{ minHeight: 48 }}
      >
        {t('order.cardAppOpen')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('order.cardAppHint')}
      </Typography>
    </Box>
  );
}
