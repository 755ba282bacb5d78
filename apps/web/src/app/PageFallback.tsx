/** Shown while a page's code chunk loads. */
import LinearProgress from '@mui/material/LinearProgress';

export function PageFallback() {
  return <LinearProgress aria-label="Seite wird geladen" sx={{ width: '100%' }} />;
}
