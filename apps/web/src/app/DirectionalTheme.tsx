/**
 * MUI's theme in the direction of the shown language; right to left loads its cache and theme on demand.
 * Both directions render the same element tree, so a switch keeps the page's state (what a visitor
 * typed into the order form) instead of mounting the page anew.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { theme } from './theme';

type RtlModule = typeof import('./rtl-theme');

const ltrCache = createCache({ key: 'css' });

export function DirectionalTheme({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  const [rtl, setRtl] = useState<RtlModule | null>(null);
  useEffect(() => {
    if (dir === 'rtl' && !rtl) import('./rtl-theme').then(setRtl);
  }, [dir, rtl]);
  const shown = dir === 'rtl' && rtl ? rtl : null;
  return (
    <CacheProvider value={shown?.rtlCache ?? ltrCache}>
      <ThemeProvider theme={shown?.rtlTheme ?? theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
