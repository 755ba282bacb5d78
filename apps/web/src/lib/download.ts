/** Downloads with the docs/product.md#messages fallback texts ('Failed to download card' / 'Failed to download file', in German). */
import { ApiError, type ApiFile, saveFile } from './api-client';
import { showError } from './toast';

/**
 * Loads a file and hands it to the browser; true on success. A failed call was already toasted by the
 * api client with the server's message; anything else (the browser refusing the file) gets `failText`.
 */
export async function downloadFile(
  load: () => Promise<ApiFile>,
  fallbackName: string,
  failText: string,
): Promise<boolean> {
  try {
    saveFile(await load(), fallbackName);
    return true;
  } catch (e) {
    if (!(e instanceof ApiError)) showError(failText);
    return false;
  }
}
