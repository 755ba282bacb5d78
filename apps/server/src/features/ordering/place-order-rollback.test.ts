/**
 * place_order never leaves half-written data: when the transaction fails after the files were written
 * (here: a colliding activation code), the order, the file rows and the files on disk are all gone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  orderFields,
  orderWorld,
  placeGoodOrder,
  postOrder,
  signatureBase64,
  writtenFor,
} from './ordering.test-support';

const forced = vi.hoisted(() => ({ onlineCode: null as string | null }));
vi.mock('../../platform/codes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/codes')>();
  return { ...real, newOnlineCode: () => forced.onlineCode ?? real.newOnlineCode() };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

describe('place_order rollback', () => {
  it('removes photo, signature and order when the transaction fails', async () => {
    const first = await orderWorld(t.db);
    forced.onlineCode = 'DUPLICATE9';
    await placeGoodOrder(t, first);

    const w = await orderWorld(t.db, { base: { needs_student_sign: true } });
    const res = await postOrder(t, orderFields(w, { student_sign: await signatureBase64() }));
    forced.onlineCode = null;
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Interner Serverfehler. Bitte versuchen Sie es später erneut.');
    expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 0, files: 0, onDisk: 0 });

    // The same form goes through once the codes are fresh again.
    const again = await postOrder(t, orderFields(w, { student_sign: await signatureBase64() }));
    expect(again.statusCode).toBe(200);
    expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 1, files: 2, onDisk: 2 });
  });
});
