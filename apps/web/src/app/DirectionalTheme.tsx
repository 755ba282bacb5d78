/** MUI's theme in the direction of the shown language; right to left loads its cache and theme on demand. */
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { theme } from './theme';

type RtlModule = typeof import('./rtl-theme');

export function DirectionalTheme({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  const [rtl, setRtl] = useState<RtlModule | null>(null);
  useEffect(() => {
    if (dir === 'rtl' && !rtl) import('./rtl-theme').then(setRtl);
  }, [dir, rtl]);
  if (dir === 'rtl' && rtl) {
    return (
      <CacheProvider value={rtl.rtlCache}>
        <ThemeProvider theme={rtl.rtlTheme}>{children}</ThemeProvider>
      </CacheProvider>
    );
  }
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
