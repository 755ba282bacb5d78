/** Providers: theme, query client, toasts, router. */
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { theme } from './theme';

/** Toast colours from the theme: notistack's own green and orange hold white text at only 3:1 (WCAG 1.4.3). */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
}));
const TOASTS = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

export function App() {
  // Phones: toasts at the bottom, so a persistent error does not cover the top bar.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={4}
          Components={TOASTS}
          anchorOrigin={
            phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }
          }
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
