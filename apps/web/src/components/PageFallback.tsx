/** Shown while a page's code chunk loads (a spinner: it is in the first load anyway, a bar would add to it). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';

export function PageFallback() {
  const t = useText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
      <CircularProgress size={28} aria-label={t('layout.loading')} />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('layout.loading')} …
      </Box>
    </Box>
  );
}
