/**
 * The photo workers' entry (worker_threads, started by photo-pool.ts): face detection on the pixels of
 * one normalised photo at a time, with this thread's own Human instance, off the server's event loop.
 * Kept a separate entry so that the server build can emit it as photo-worker.js beside the bundle.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { detectFaces } from './face-detector';
import type { PhotoJob, PhotoJobAnswer } from './photo-pool';

const port = parentPort;
if (!port) throw new Error('photo-worker.ts runs only as a worker thread');

// Below the event loop's priority (Linux: nice is per thread): when both want a core, the requests of
// other visitors go first and the detection waits a moment, not the other way round.
const { nice } = (workerData ?? {}) as { nice?: number };
if (nice) {
  try {
    setPriority(nice);
  } catch {
    // Not permitted here (some containers): the worker runs at normal priority.
  }
}

port.on('message', async (job: PhotoJob) => {
  let answer: PhotoJobAnswer;
  try {
    const faces = await detectFaces({ data: job.data, width: job.width, height: job.height });
    answer = { id: job.id, faces };
  } catch (err) {
    answer = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(answer);
});
