/** /s/:tenantShortCode/:productShortCode. Minimal stand-in until the ordering feature lands. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { PublicPage } from '../../components/PublicPage';

export default function OrderingPage() {
  const { tenantShortCode = '', productShortCode = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PublicPage title="Bestellformular">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mb: 3 }}
      >
        <Typography component="dt" color="text.secondary">
          Zugangscode
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {tenantShortCode}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Produktcode
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {productShortCode}
        </Typography>
      </Box>
      <Button variant="outlined" size="large" onClick={() => navigate('/')} sx={{ minHeight: 48 }}>
        Zurück
      </Button>
    </PublicPage>
  );
}
