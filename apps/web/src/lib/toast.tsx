/** Toasts per SPEC §9: success 2000 ms; errors stay until closed (3000 ms when flagged); body 500, title 100. */
import {
  TOAST_BODY_MAX,
  TOAST_ERROR_FLAGGED_MS,
  TOAST_SUCCESS_MS,
  TOAST_TITLE_MAX,
} from '@ausweis/shared/constants';
import { truncate } from '@ausweis/shared/format';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { closeErrorToast, forgetErrorToast, registerErrorToast } from './error-toasts';

function content(title: string, body: string) {
  return (
    <Box sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
      {title && <Box sx={{ fontWeight: 700 }}>{truncate(title, TOAST_TITLE_MAX)}</Box>}
      <Box sx={{ whiteSpace: 'pre-line' }}>{truncate(body, TOAST_BODY_MAX)}</Box>
    </Box>
  );
}

const closeAction = (key: SnackbarKey) => (
  <IconButton aria-label="Schließen" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** Green toast, gone after 2 s. The title defaults to none (SPEC §8 lists titles per message). */
export function showSuccess(body: string, title = ''): void {
  enqueueSnackbar(content(title, body), {
    variant: 'success',
    autoHideDuration: TOAST_SUCCESS_MS,
    action: closeAction,
  });
}

/**
 * Red toast titled 'Fehler' by default; stays until closed unless `autoHide` is flagged. With a `key`
 * (the API call), a repeated failure replaces the toast instead of stacking, and closeErrorToast(key)
 * closes it once the cause is fixed.
 */
export function showError(
  body: string,
  title = 'Fehler',
  options: { autoHide?: boolean; key?: string } = {},
): void {
  if (options.key) closeErrorToast(options.key);
  const snackKey = enqueueSnackbar(content(title, body), {
    variant: 'error',
    persist: !options.autoHide,
    autoHideDuration: options.autoHide ? TOAST_ERROR_FLAGGED_MS : null,
    action: closeAction,
    onExited: (_node, exited) => forgetErrorToast(exited),
  });
  registerErrorToast(snackKey, options.key);
}
