/** 'TEST-AUSWEIS' banner (docs/product.md#screens) for test tenants and test products: nothing ordered here is real. */
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/use-text';

export function TestBanner() {
  const t = useText();
  return (
    <Box
      role="note"
      aria-label={t('order.testCard')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        background: (t) =>
          `repeating-linear-gradient(135deg, ${t.palette.warning.main} 0 18px, ${t.palette.warning.dark} 18px 36px)`,
      }}
    >
      <ScienceOutlinedIcon />
      <Typography sx={{ fontWeight: 800, letterSpacing: 2 }}>{t('order.testCard')}</Typography>
      <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('order.testBannerNote')}
      </Typography>
    </Box>
  );
}
