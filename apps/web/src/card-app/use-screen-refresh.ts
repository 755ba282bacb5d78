/**
 * Keeps the shown QR code fresh: its screen code (shared/card-code.ts) counts for a day after it was
 * signed, so while the app is visible and online it checks the card again every
 * SCREEN_CODE_REFRESH_SECONDS and whenever it comes back into view.
 */
import { SCREEN_CODE_REFRESH_SECONDS } from '@ausweis/shared/card-code';
import { useEffect } from 'react';

export function useScreenRefresh(refresh: () => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const due = () => document.visibilityState === 'visible' && navigator.onLine;
    const id = setInterval(() => due() && refresh(), SCREEN_CODE_REFRESH_SECONDS * 1000);
    const shown = () => due() && refresh();
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [refresh, active]);
}
