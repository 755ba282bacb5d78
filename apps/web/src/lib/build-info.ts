/** Front-end build info (the app info page: version and build date), injected by vite.config.ts; 'unbekannt' outside a build. */
import { APP_VERSION } from '@ausweis/shared/constants';

const UNKNOWN = 'unbekannt';
const injected = typeof __BUILD_INFO__ === 'undefined' ? null : __BUILD_INFO__;

export const BUILD_INFO = {
  version: APP_VERSION,
  buildDate: injected?.buildDate ?? UNKNOWN,
} as const;
