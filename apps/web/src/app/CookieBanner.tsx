/** Dismissible banner stating that the site uses no cookies (docs/product.md#overview); the dismissal is remembered. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export const COOKIE_BANNER_KEY = 'ausweisportal.cookieBannerDismissed';

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_BANNER_KEY) === '1';
  } catch {
    return false;
  }
}

export function CookieBanner() {
  const [dismissed, setDismissed] = useState(isDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(COOKIE_BANNER_KEY, '1');
    } catch {
      // Not persisted in private mode; hiding for this visit is enough.
    }
    setDismissed(true);
  };
  return (
    <Paper
      role="region"
      aria-label="Hinweis zu Cookies"
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        maxWidth: 460,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        // Below dialogs (cropper, confirmations), above the page and app bars.
        zIndex: (t) => t.zIndex.modal - 1,
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        Diese Website verwendet keine Cookies. Es werden nur technisch notwendige Daten im Browser
        gespeichert.
      </Typography>
      <Button variant="contained" onClick={dismiss} sx={{ minHeight: 44, flexShrink: 0 }}>
        Verstanden
      </Button>
    </Paper>
  );
}
