/**
 * Dismissible banner stating that the site uses no cookies (docs/product.md#overview); the dismissal is
 * remembered. It never hides the focused element (WCAG 2.4.11): a spacer of its height ends the page, so
 * everything can scroll above it, scroll-padding keeps scrolled-to targets clear of it, and an element
 * that gets focus under it is scrolled up.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useText } from '../i18n/use-text';

export const COOKIE_BANNER_KEY = 'ausweisportal.cookieBannerDismissed';

/** The banner's distance from the bottom edge, in px, per screen width. */
const BOTTOM = { xs: 8, sm: 16 } as const;

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_BANNER_KEY) === '1';
  } catch {
    return false;
  }
}

/** The banner's height with its gap to the bottom edge; 0 once it is gone. */
function useSpaceBelow(banner: HTMLElement | null): number {
  const [space, setSpace] = useState(0);
  useEffect(() => {
    if (!banner) return;
    const measure = () => setSpace(window.innerHeight - banner.getBoundingClientRect().top);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [banner]);
  return banner ? space : 0;
}

/** Scrolls an element that gets focus beneath the banner up above it. */
function useFocusAboveBanner(banner: HTMLElement | null) {
  useEffect(() => {
    if (!banner) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      const t = target.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      const overlaps = t.bottom > b.top && t.top < b.bottom && t.right > b.left && t.left < b.right;
      if (overlaps) window.scrollBy({ top: t.bottom - b.top + 8, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [banner]);
}

export function CookieBanner() {
  const t = useText();
  const [dismissed, setDismissed] = useState(isDismissed);
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const space = useSpaceBelow(dismissed ? null : banner);
  useFocusAboveBanner(dismissed ? null : banner);
  useEffect(() => {
    const html = document.documentElement;
    html.style.scrollPaddingBottom = space ? `${space + 8}px` : '';
    return () => {
      html.style.scrollPaddingBottom = '';
    };
  }, [space]);

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
    <>
      <Box aria-hidden="true" sx={{ height: space, flexShrink: 0 }} />
      <Paper
        ref={setBanner}
        role="region"
        aria-label={t('layout.cookieRegion')}
        elevation={6}
        sx={{
          position: 'fixed',
          bottom: BOTTOM,
          left: BOTTOM,
          right: { xs: BOTTOM.xs, sm: 'auto' },
          maxWidth: 460,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          // Below dialogs (cropper, confirmations), above the page and app bars.
          zIndex: (theme) => theme.zIndex.modal - 1,
        }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('layout.cookieText')}
        </Typography>
        <Button variant="contained" onClick={dismiss} sx={{ minHeight: 44, flexShrink: 0 }}>
          {t('layout.cookieOk')}
        </Button>
      </Paper>
    </>
  );
}
