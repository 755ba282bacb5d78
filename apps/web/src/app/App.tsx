/** Providers: theme, query client, router, language; the toaster is loaded with the first toast (lib/snackbar.ts). */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { queryClient } from '../lib/query-client';
import { useToasterWanted } from '../lib/snackbar';
import { DirectionalTheme } from './DirectionalTheme';
import { AppRoutes } from './router';
import { isStaffSide } from './staff-side';
import { theme } from './theme';

const Toaster = lazy(() => import('../lib/Toaster'));

export function App() {
  const toasts = useToasterWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <LanguageRoot>
            <AppRoutes />
          </LanguageRoot>
        </BrowserRouter>
        {toasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The visitor's language on the public side (German on the staff side), and MUI in its direction. */
function LanguageRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LanguageProvider staffSide={isStaffSide(pathname)}>
      <DirectionalTheme>{children}</DirectionalTheme>
    </LanguageProvider>
  );
}
