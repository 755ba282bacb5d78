/**
 * Reading an uploaded class list (CSV, .xlsx, or the school software's exports of formats/) into a table. The cheap checks (missing, size, type)
 * run here; the reading itself runs in a worker thread of its own (list-file-worker.ts, list-parse.ts),
 * at lower priority, with a heap limit and a time limit, so that a hostile file (an .xlsx that unpacks
 * to hundreds of megabytes) neither stalls the other requests of the server nor keeps its memory.
 */
import { Worker } from 'node:worker_threads';
import { CLASS_IMPORT_LIMITS, CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { createSemaphore } from '../../platform/semaphore';
import { workerEntry } from '../../platform/worker-entry';
import type { ListTable } from './formats/list-format';
import type { ListAnswer } from './list-file-worker';
import { ListRefused, xlsxParts } from './list-parse';

const FIELD = 'list_file';
const refuse = (message: string) => badRequest(message, FIELD);

/** Lists read at once in this process; more wait for a turn (an import is rare, a core is precious). */
const READERS = 1;
/** The worker's nice value (Linux; 0 is the event loop's). */
const READER_NICE = 10;
/** Heap of one reading worker: a 5,000-row list needs far less; a bomb hits it instead of the server. */
const READER_HEAP_MB = 256;

const readers = createSemaphore(READERS);

/** Reads the file in a new worker; a crash, the heap limit or the time limit answer a German refusal. */
function readInWorker(files: UploadedFile[]): Promise<ListAnswer> {
  const entry = workerEntry(
    new URL('./list-file-worker.js', import.meta.url),
    new URL('./list-file-worker.ts', import.meta.url),
  );
  return new Promise((resolve) => {
    const worker = new Worker(entry.url, {
      execArgv: entry.execArgv,
      workerData: { files: files.map((f) => ({ filename: f.filename, bytes: f.bytes })), nice: READER_NICE },
      resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
    });
    let settled = false;
    const settle = (answer: ListAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ refused: CLASS_IMPORT_TEXTS.listTooSlow }),
      CLASS_IMPORT_LIMITS.listSeconds * 1000,
    );
    worker.once('message', settle);
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or any other failure: the file could not be read.
    worker.once('error', () => settle({ refused: CLASS_IMPORT_TEXTS.listUnreadable }));
    worker.once('exit', () => settle({ refused: CLASS_IMPORT_TEXTS.listUnreadable }));
  });
}

const LIST_TYPE = /\.(xlsx|csv|txt|dat)$/i;

async function checkFile(file: UploadedFile) {
  if (file.bytes.length > CLASS_IMPORT_LIMITS.listBytes) throw refuse(CLASS_IMPORT_TEXTS.listTooLarge);
  if (!LIST_TYPE.test(file.filename)) throw refuse(CLASS_IMPORT_TEXTS.listType);
  // A zip bomb is refused by its directory at once, without a worker.
  if (/\.xlsx$/i.test(file.filename))
    await xlsxParts(file.bytes).catch((err: unknown) => {
      throw err instanceof ListRefused ? refuse(err.message) : err;
    });
}

/**
 * The list as a table (a SchILD-NRW Schnittstelle may come as two files: `second`), read by the format
 * that recognises it; a German 400 for anything else.
 */
export async function readListFile(
  file: UploadedFile | undefined,
  second?: UploadedFile,
): Promise<ListTable> {
  if (!file) throw refuse(CLASS_IMPORT_TEXTS.listMissing);
  const files = second ? [file, second] : [file];
  for (const f of files) await checkFile(f);
  const answer = await readers.run(() => readInWorker(files));
  if ('refused' in answer) throw refuse(answer.refused);
  if (answer.table.rows.length < 1) throw refuse(CLASS_IMPORT_TEXTS.listEmpty);
  return answer.table;
}
