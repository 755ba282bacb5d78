/**
 * The toasts themselves (notistack), loaded at the first toast (snackbar.ts). Colours from the theme:
 * notistack's own green and orange hold white text at only 3:1 (WCAG 1.4.3). Phones get the toasts at the
 * bottom and desktops below the app bar, so a toast never covers the top bar's buttons. Texts per docs/product.md#limits: body 500, title 100.
 */
import { TOAST_BODY_MAX, TOAST_TITLE_MAX } from '@ausweis/shared/constants';
import { truncate } from '@ausweis/shared/format';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  type SnackbarKey,
  SnackbarProvider,
} from 'notistack';
import { useEffect } from 'react';
import { attachToaster } from './snackbar';

const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
}));
const TOASTS = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

function content(title: string, body: string) {
  return (
    <Box sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
      {title && <Box sx={{ fontWeight: 700 }}>{truncate(title, TOAST_TITLE_MAX)}</Box>}
      <Box sx={{ whiteSpace: 'pre-line' }}>{truncate(body, TOAST_BODY_MAX)}</Box>
    </Box>
  );
}

/** 44 px: at least 24 px also while the toast grows in from 56 % of its height (WCAG 2.5.8, axe target-size). */
const closeAction = (key: SnackbarKey) => (
  <IconButton
    aria-label="Schließen"
    color="inherit"
    size="small"
    onClick={() => closeSnackbar(key)}
    sx={{ width: 44, height: 44 }}
  >
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** Desktop toasts start below the app bar: over it they would cover its buttons (logout, menu). */
const BELOW_BAR = 'toasts-below-bar';
const belowBar = { [`.notistack-SnackbarContainer.${BELOW_BAR}`]: { top: 72 } };

/** Hands notistack to snackbar.ts once the provider is mounted (its enqueueSnackbar works from then on). */
function Attach() {
  useEffect(
    () =>
      attachToaster({
        show: (t) =>
          void enqueueSnackbar(content(t.title, t.body), {
            key: t.key,
            variant: t.variant,
            persist: t.autoHideMs === null,
            autoHideDuration: t.autoHideMs,
            action: closeAction,
            onExited: t.onExited && (() => t.onExited?.(t.key)),
          }),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return null;
}

export default function Toaster() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={4}
      classes={{ containerAnchorOriginTopRight: BELOW_BAR }}
      Components={TOASTS}
      anchorOrigin={
        phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }
      }
    >
      <GlobalStyles styles={belowBar} />
      <Attach />
    </SnackbarProvider>
  );
}
