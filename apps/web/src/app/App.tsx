/** Providers: theme, query client, router; the toaster is loaded with the first toast (lib/snackbar.ts). */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { useToasterWanted } from '../lib/snackbar';
import { AppRoutes } from './router';
import { theme } from './theme';

const Toaster = lazy(() => import('../lib/Toaster'));

export function App() {
  const toasts = useToasterWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
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
