/**
 * Face detection off the event loop (issue 11): a pool of worker threads (photo-worker.ts), each with
 * its own TensorFlow.js WASM instance, sized to the cores. Workers start on the first photo, not with
 * the server (each adds 80 to 100 MB), and end after a long idle time (about half of that goes back to
 * the system; the allocator keeps the rest for the next start). A worker that crashes
 * or hangs is ended and replaced; its photo gets an error (the check answers a German 503), never a
 * hang. Photo checks are admitted up to workers + queue at once; beyond that the answer is the German
 * 503 'busy' with Retry-After.
 */
import { Worker } from 'node:worker_threads';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import { CONFIG_DEFAULTS } from '../config';
import { RetryLaterError } from '../http/app-error';
import type { DetectedFace, RgbImage } from './face-detector';
import { type WorkerEntry, workerEntry } from './worker-entry';

/** One photo for a worker: its RGB pixels (the buffer is transferred, not copied). */
export interface PhotoJob {
  id: number;
  data: Uint8Array;
  width: number;
  height: number;
}
export type PhotoJobAnswer = { id: number; faces: DetectedFace[] } | { id: number; error: string };

/** Where the worker's code is: photo-worker.js beside the bundle, or photo-worker.ts from the sources. */
export const photoWorkerEntry = (): WorkerEntry =>
  workerEntry(new URL('./photo-worker.js', import.meta.url), new URL('./photo-worker.ts', import.meta.url));

export interface PhotoPoolOptions {
  /** Worker threads (PHOTO_CHECK_WORKERS); default: the cores. */
  workers: number;
  /** Photo checks that may wait beyond one per worker (PHOTO_CHECK_QUEUE); more get the 503 'busy'. */
  queue: number;
  /** A worker idle this long ends and frees its memory (PHOTO_CHECK_IDLE_SECONDS). */
  idleMs: number;
  /** A detection running longer counts as hung: its worker is ended and replaced. */
  jobTimeoutMs: number;
  /** The workers' nice value (0: the event loop's priority; higher: lower priority). */
  nice: number;
  /** The worker's code (tests use stand-ins). */
  entry: () => WorkerEntry;
}

/** Until the app configures the pool: the configuration's defaults. */
export const defaultPhotoPoolOptions = (): PhotoPoolOptions => ({
  workers: CONFIG_DEFAULTS.photoCheckWorkers,
  queue: CONFIG_DEFAULTS.photoCheckQueue,
  idleMs: CONFIG_DEFAULTS.photoCheckIdleSeconds * 1000,
  jobTimeoutMs: 30_000,
  nice: CONFIG_DEFAULTS.photoCheckNice,
  entry: photoWorkerEntry,
});

export const photoCheckBusy = () =>
  new RetryLaterError(
    503,
    PHOTO_CHECK_BUSY.code,
    PHOTO_CHECK_BUSY.message,
    PHOTO_CHECK_BUSY.retryAfterSeconds,
  );

interface Job {
  id: number;
  image: RgbImage;
  resolve: (faces: DetectedFace[]) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** Being ended (idle or hung): takes no more photos. */
  ending: boolean;
  idleTimer?: NodeJS.Timeout;
  /** Why the worker died, for the error its photo gets. */
  failure?: string;
}

export interface PhotoPool {
  /**
   * Runs one whole photo check (decoding and detection) when a place is free: at most workers + queue
   * checks at once; otherwise throws the German 503 'busy' at once, before any decoding.
   */
  admit<T>(check: () => Promise<T>): Promise<T>;
  /** The faces in one photo, detected by a worker. */
  detect(image: RgbImage): Promise<DetectedFace[]>;
  /** Ends every worker; waiting photos get an error. */
  close(): Promise<void>;
  /** Workers alive, busy workers, photos waiting for one, checks admitted (tests, benchmarks). */
  stats(): { workers: number; busy: number; waiting: number; admitted: number };
  /** CPU time the live workers have used, in microseconds (benchmarks). */
  workerCpuMicros(): Promise<number>;
}

export function createPhotoPool(options: Partial<PhotoPoolOptions> = {}): PhotoPool {
  const opts = { ...defaultPhotoPoolOptions(), ...options };
  const size = Math.max(1, opts.workers);
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let admitted = 0;
  let nextId = 1;

  const finish = (slot: Slot, job: Job) => {
    clearTimeout(job.timer);
    slot.job = null;
  };

  const spawn = (): Slot => {
    const entry = opts.entry();
    const worker = new Worker(entry.url, { execArgv: entry.execArgv, workerData: { nice: opts.nice } });
    const slot: Slot = { worker, job: null, ending: false };
    slots.add(slot);
    worker.on('message', (answer: PhotoJobAnswer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      finish(slot, job);
      if ('faces' in answer) job.resolve(answer.faces);
      else job.reject(new Error(`face detection failed: ${answer.error}`));
      idle(slot);
      dispatch();
    });
    // An uncaught error ends the worker; 'exit' follows and does the cleaning up.
    worker.on('error', (err) => {
      slot.failure = err.message;
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      clearTimeout(slot.idleTimer);
      const job = slot.job;
      if (job) {
        finish(slot, job);
        job.reject(
          new Error(`photo worker ended (exit code ${code}${slot.failure ? `: ${slot.failure}` : ''})`),
        );
      }
      // A replacement starts if photos wait.
      dispatch();
    });
    return slot;
  };

  const end = (slot: Slot) => {
    slot.ending = true;
    void slot.worker.terminate();
  };

  const idle = (slot: Slot) => {
    // An idle worker neither keeps the process alive nor its memory for long.
    slot.worker.unref();
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) end(slot);
    }, opts.idleMs);
    slot.idleTimer.unref();
  };

  const run = (slot: Slot, job: Job) => {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.worker.ref();
    job.timer = setTimeout(() => {
      if (slot.job !== job) return;
      finish(slot, job);
      job.reject(new Error(`face detection took longer than ${opts.jobTimeoutMs} ms`));
      end(slot);
    }, opts.jobTimeoutMs);
    // A copy of the pixels is transferred to the worker (the caller's buffer may be a pooled slice).
    const data = new Uint8Array(job.image.data);
    const message: PhotoJob = { id: job.id, data, width: job.image.width, height: job.image.height };
    slot.worker.postMessage(message, [data.buffer]);
  };

  const dispatch = () => {
    while (waiting.length > 0) {
      let free: Slot | undefined;
      for (const s of slots) if (!s.job && !s.ending) free = s;
      if (!free && slots.size < size) free = spawn();
      if (!free) return;
      const job = waiting.shift() as Job;
      run(free, job);
    }
  };

  return {
    async admit(check) {
      if (admitted >= size + Math.max(0, opts.queue)) throw photoCheckBusy();
      admitted++;
      try {
        return await check();
      } finally {
        admitted--;
      }
    },
    detect(image) {
      return new Promise<DetectedFace[]>((resolve, reject) => {
        waiting.push({ id: nextId++, image, resolve, reject });
        dispatch();
      });
    },
    async close() {
      for (const job of waiting.splice(0)) job.reject(new Error('photo pool closed'));
      await Promise.all(
        [...slots].map((s) => {
          s.ending = true;
          return s.worker.terminate();
        }),
      );
    },
    async workerCpuMicros() {
      const usage = await Promise.all(
        [...slots].map((s) => s.worker.cpuUsage().catch(() => ({ user: 0, system: 0 }))),
      );
      return usage.reduce((sum, u) => sum + u.user + u.system, 0);
    },
    stats() {
      let busy = 0;
      for (const s of slots) if (s.job) busy++;
      return { workers: slots.size, busy, waiting: waiting.length, admitted };
    },
  };
}

let shared: PhotoPool | null = null;
let sharedOptions: Partial<PhotoPoolOptions> = {};

/** The server's photo pool (created on first use; no worker runs before the first photo). */
export function photoPool(): PhotoPool {
  shared ??= createPhotoPool(sharedOptions);
  return shared;
}

/** Sets the pool's size, queue and idle time from the configuration; a running pool is replaced. */
export function configurePhotoPool(options: Partial<PhotoPoolOptions>): void {
  sharedOptions = options;
  const old = shared;
  shared = null;
  void old?.close();
}

/** Ends the pool's workers (server shutdown); the next photo starts them again. */
export async function closePhotoPool(): Promise<void> {
  const old = shared;
  shared = null;
  await old?.close();
}
