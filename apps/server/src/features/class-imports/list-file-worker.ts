/**
 * The class-list worker's entry (worker_threads, one per upload, started by list-file.ts): reads the
 * list's bytes into rows off the server's event loop, with its own heap (given back when it ends).
 * Kept a separate entry so that the server build can emit it as list-file-worker.js beside the bundle.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ListTable } from './formats/list-format';

const port = parentPort;
if (!port) throw new Error('list-file-worker.ts runs only as a worker thread');

/** What the worker answers: the list as a table, or the German refusal. */
export type ListAnswer = { table: ListTable } | { refused: string };

const { files, nice } = workerData as { files: { filename: string; bytes: Uint8Array }[]; nice: number };
// Below the event loop's priority (Linux: nice is per thread): other visitors' requests go first.
try {
  setPriority(nice);
} catch {
  // Not permitted here (some containers): the worker runs at normal priority.
}

// Loaded after lowering the priority: loading exceljs is work too.
const { ListRefused, parseListFile } = await import('./list-parse');
const { tableOf } = await import('./formats/registry');
try {
  const parsed = [];
  for (const { filename, bytes } of files)
    parsed.push(await parseListFile(filename, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  port.postMessage({ table: tableOf(parsed) } satisfies ListAnswer);
} catch (err) {
  if (!(err instanceof ListRefused)) throw err;
  port.postMessage({ refused: err.message } satisfies ListAnswer);
}
