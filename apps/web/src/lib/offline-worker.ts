/**
 * Registers the offline worker (public/offline-sw.js) for a page of its own: the card app (/app) and
 * the verifier (/pruefen) each get a registration with their scope and a cache of their own.
 */
export function registerOfflineWorker(scope: '/app' | '/pruefen'): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/offline-sw.js', { scope }).catch(() => undefined);
  });
}
