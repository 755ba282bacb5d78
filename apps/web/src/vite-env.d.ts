/// <reference types="vite/client" />

/** Injected by vite.config.ts at build time. */
declare const __BUILD_INFO__: { buildDate: string };
