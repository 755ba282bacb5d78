/** Shown while a page's code chunk loads (a spinner: it is in the first load anyway, a bar would add to it). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageFallback() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
      <CircularProgress size={28} aria-label="Seite wird geladen" />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Seite wird geladen …
      </Box>
    </Box>
  );
}
