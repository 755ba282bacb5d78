/** Where a worker_threads entry's code is, built or from the TypeScript sources. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** How to start a worker: its file and the Node options it needs. */
export interface WorkerEntry {
  url: URL;
  execArgv: string[];
}

/**
 * Built server: `compiled` (<name>.js beside the bundle; the build emits each worker entry under its
 * name, see scripts/build-server.mjs). From the TypeScript sources (tsx, vitest): `source`, loaded
 * through tsx's loader in the worker. Both URLs are made by the caller from its own import.meta.url.
 */
export function workerEntry(compiled: URL, source: URL): WorkerEntry {
  if (compiled.protocol === 'file:' && existsSync(fileURLToPath(compiled)))
    return { url: compiled, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { url: source, execArgv: ['--import', tsx] };
}
