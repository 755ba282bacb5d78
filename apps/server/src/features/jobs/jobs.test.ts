import { jobs } from '@ausweis/shared/contracts/jobs';
import type { FailedJob } from '@ausweis/shared/schemas/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '../../platform/jobs';
import { eventually } from '../../test/eventually';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens = { admin: '', superAdmin: '' };
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await loginAs(t.app, (await createTenantWithStaff(t.db)).admin.email);
  tokens.superAdmin = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
});
afterAll(() => t.close());

describe("GET failed jobs ('Hintergrundaufgaben')", () => {
  it('is for super admins only', async () => {
    expect((await callEndpoint(t.app, jobs.failed, {})).statusCode).toBe(401);
    expect((await callEndpoint(t.app, jobs.failed, { token: tokens.admin })).statusCode).toBe(403);
  });

  it('lists a job that failed after its retries, without the error text', async () => {
    const q = jobQueue<object>('print-export-test', { retryLimit: 1, retryDelay: 0 });
    await t.app.jobs.work(q, async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    });
    const id = await t.app.jobs.send(q, {});
    const listed = await eventually(async () => {
      const res = await callEndpoint(t.app, jobs.failed, { token: tokens.superAdmin });
      return (res.json() as FailedJob[]).find((j) => j.id === id);
    });
    expect(listed).toEqual({
      id,
      queue: 'print-export-test',
      created_at: expect.any(String),
      failed_at: expect.any(String),
      attempts: 2,
    });
  });
});
