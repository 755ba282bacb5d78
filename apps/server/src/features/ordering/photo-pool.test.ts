/**
 * The photo pool (issue 11): the workers' answers equal the in-process check on the fixture photos; a
 * crashed or hung worker gives its photo an error and is replaced; idle workers end; a full queue is a
 * German 503 with Retry-After at test_image and place_order.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FixturePhoto } from '../../../../../test-fixtures/photos';
import { type DetectedFace, detectFaces, type RgbImage } from '../../platform/face-detector';
import { closePhotoPool, createPhotoPool, photoPool } from '../../platform/photo-pool';
import { callEndpoint } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { multipartBody, orderFields, orderWorld, photo, postOrder } from './ordering.test-support';
import { checkPhotoWith, checkStudentPhoto } from './photo-check';

afterAll(() => closePhotoPool());

/** What a check answers: 'ok' with the PNG, or the German message it refused with. */
const outcome = (check: Promise<Buffer>) =>
  check.then(
    (png) => ({ ok: true, png: png.toString('base64') }),
    (err: Error & { status?: number }) => ({ ok: false, status: err.status, message: err.message }),
  );

const rounded = (faces: DetectedFace[]) =>
  faces.map((f) => ({
    boxScore: f.boxScore.toFixed(4),
    faceScore: f.faceScore.toFixed(4),
    box: f.box.map((v) => v.toFixed(2)),
  }));

describe('the pool answers as the in-process check', () => {
  it('on every fixture photo, a crop and two people: same faces, same verdict, same PNG', async () => {
    const fixtures: FixturePhoto[] = ['astronaut.png', 'chelsea.png', 'coffee.png'];
    const astronaut = photo('astronaut.png');
    const head = await sharp(astronaut)
      .extract({ left: 130, top: 30, width: 190, height: 200 })
      .resize(115, 121)
      .toBuffer();
    const inputs = [
      ...fixtures.map(photo),
      await sharp(astronaut).extract({ left: 110, top: 20, width: 250, height: 370 }).png().toBuffer(),
      await sharp({ create: { width: 230, height: 340, channels: 3, background: '#ffffff' } })
        .composite([
          { input: head, left: 0, top: 60 },
          { input: head, left: 115, top: 160 },
        ])
        .png()
        .toBuffer(),
    ];
    const verdicts: boolean[] = [];
    for (const bytes of inputs) {
      let normalised: RgbImage | null = null;
      let inProcessFaces: DetectedFace[] = [];
      const inProcess = await outcome(
        checkPhotoWith(bytes, async (image) => {
          normalised = { ...image, data: Uint8Array.from(image.data) };
          inProcessFaces = await detectFaces(image);
          return inProcessFaces;
        }),
      );
      const pooled = await outcome(checkStudentPhoto(bytes));
      expect(pooled).toEqual(inProcess);
      if (!normalised) throw new Error('the photo was not normalised');
      expect(rounded(await photoPool().detect(normalised))).toEqual(rounded(inProcessFaces));
      verdicts.push(pooled.ok);
    }
    // The astronaut and its crop pass; the cat, the cup and two people do not.
    expect(verdicts).toEqual([true, false, false, true, false]);
  }, 120_000);

  it('answers parallel photos each with its own verdict, from at most one worker per core', async () => {
    const names: FixturePhoto[] = ['astronaut.png', 'chelsea.png', 'astronaut.png', 'coffee.png'];
    const results = await Promise.all(names.map((n) => outcome(checkStudentPhoto(photo(n)))));
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(photoPool().stats().workers).toBeGreaterThan(0);
    expect(photoPool().stats().workers).toBeLessThanOrEqual(availableParallelism());
    expect(photoPool().stats()).toMatchObject({ busy: 0, waiting: 0, admitted: 0 });
  }, 120_000);
});

/** A stand-in worker: answers no faces; pixel 0 = 1 crashes it, 2 makes it hang, 3 reports an error. */
function standInWorker() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'photo-worker-')), 'worker.mjs');
  writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (job) => {
  if (job.data[0] === 1) process.exit(7);
  if (job.data[0] === 2) return;
  if (job.data[0] === 3) return parentPort.postMessage({ id: job.id, error: 'models missing' });
  parentPort.postMessage({ id: job.id, faces: [{ boxScore: 1, faceScore: 1, box: [job.width, job.height, job.data.length, 0] }] });
});
`,
  );
  return () => ({ url: pathToFileURL(file), execArgv: [] });
}

const image = (first: number): RgbImage => ({
  data: Uint8Array.of(first, 0, 0, 0, 0, 0),
  width: 2,
  height: 1,
});

describe('workers that fail', () => {
  it('a crashed worker: its photo gets an error, the next photo a new worker', async () => {
    const pool = createPhotoPool({ workers: 1, entry: standInWorker() });
    try {
      await expect(pool.detect(image(1))).rejects.toThrow(/photo worker ended \(exit code 7/);
      expect(await pool.detect(image(0))).toEqual([{ boxScore: 1, faceScore: 1, box: [2, 1, 6, 0] }]);
      expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, waiting: 0 });
      // Photos waiting behind the crash are answered by the replacement.
      const [crashed, next] = await Promise.allSettled([pool.detect(image(1)), pool.detect(image(0))]);
      expect(crashed.status).toBe('rejected');
      expect(next.status).toBe('fulfilled');
    } finally {
      await pool.close();
    }
  });

  it('a reported error is an error; a hung worker is ended after the job timeout and replaced', async () => {
    // Generous: the timeout also covers starting the replacement on a busy machine.
    const pool = createPhotoPool({ workers: 1, jobTimeoutMs: 3000, entry: standInWorker() });
    try {
      await expect(pool.detect(image(3))).rejects.toThrow(/models missing/);
      await expect(pool.detect(image(2))).rejects.toThrow(/took longer than 3000 ms/);
      await expect(pool.detect(image(0))).resolves.toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it('a worker that cannot start fails its photo, never hangs it', async () => {
    const missing = pathToFileURL(path.join(tmpdir(), 'no-such-photo-worker.mjs'));
    const pool = createPhotoPool({ workers: 1, entry: () => ({ url: missing, execArgv: [] }) });
    try {
      await expect(pool.detect(image(0))).rejects.toThrow(/photo worker ended/);
    } finally {
      await pool.close();
    }
  });

  it('idle workers end after the idle time; none runs before the first photo', async () => {
    const pool = createPhotoPool({ workers: 2, idleMs: 50, entry: standInWorker() });
    try {
      expect(pool.stats().workers).toBe(0);
      await Promise.all([pool.detect(image(0)), pool.detect(image(0))]);
      expect(pool.stats().workers).toBeGreaterThan(0);
      await vi.waitFor(() => expect(pool.stats().workers).toBe(0), { timeout: 10_000, interval: 20 });
    } finally {
      await pool.close();
    }
  });
});

describe('a full queue', () => {
  it('is a German 503 with Retry-After at test_image and place_order; free again, photos pass', async () => {
    const t = await createTestApp({ photoCheckWorkers: 1, photoCheckQueue: 0 });
    try {
      // One check holds the only place (one worker, no queue).
      let release: (() => void) | undefined;
      const held = photoPool().admit(() => new Promise<void>((resolve) => (release = resolve)));
      expect(photoPool().stats().admitted).toBe(1);

      const fd = await multipartBody({ type: 'student' }, { file: photo('astronaut.png') });
      const busy = await callEndpoint(t.app, orderingApi.testImage, fd);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.json()).toEqual({ code: PHOTO_CHECK_BUSY.code, message: PHOTO_CHECK_BUSY.message });
      expect(PHOTO_CHECK_BUSY.message).toContain('Bitte in einer Minute erneut versuchen');

      const w = await orderWorld(t.db);
      const order = await postOrder(t, orderFields(w));
      expect(order.statusCode).toBe(503);
      expect(order.headers['retry-after']).toBe('60');
      expect(order.json()).toMatchObject({ code: PHOTO_CHECK_BUSY.code });

      release?.();
      await held;
      expect((await callEndpoint(t.app, orderingApi.testImage, fd)).statusCode).toBe(200);
      expect((await postOrder(t, orderFields(w))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});
