import { LOG_STRING_MAX } from '@ausweis/shared/constants';
import { diagnostics } from '@ausweis/shared/contracts/diagnostics';
import { info } from '@ausweis/shared/contracts/info';
import { HEALTH_TEXTS } from '@ausweis/shared/schemas/info';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('backend info', () => {
  it('tells anyone name and version only, nothing of runtime, database, mail, environment or start', async () => {
    const res = await callEndpoint(t.app, info.backend);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ausweisportal', version: '0.1.0', audit_keep_days: 365 });
  });

  it('gives super admins the details: runtime, database, mail, environment, start and build', async () => {
    const sa = await createUser(t.db, { is_super_admin: true });
    const res = await callEndpoint(t.app, info.details, { token: await loginAs(t.app, sa.email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ausweisportal',
      version: '0.1.0',
      node_version: process.version,
      mail: 'outbox',
      environment: 'development',
      jwt_token_duration_minutes: 60,
    });
    expect(['pglite', 'postgres']).toContain(res.json().database);
    expect(Date.parse(res.json().started_at)).not.toBeNaN();
    for (const key of ['commit', 'branch', 'build_date']) expect(res.json()[key]).toEqual(expect.any(String));
  });

  it('refuses the details to anyone else: anonymous 401, tenant Admin 403', async () => {
    expect((await callEndpoint(t.app, info.details)).statusCode).toBe(401);
    const s = await createTenantWithStaff(t.db);
    const res = await callEndpoint(t.app, info.details, {
      token: await loginAs(t.app, s.admin.email),
      tenantId: s.tenant.id,
    });
    expect(res.statusCode).toBe(403);
  });
  it('sends security headers', async () => {
    const res = await callEndpoint(t.app, info.backend);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('health (for load balancers)', () => {
  it('answers 200 while the database answers', async () => {
    const res = await callEndpoint(t.app, info.health);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });
  it('answers a German 503 when the database does not', async () => {
    const down = await createTestApp({}, [], { isolated: true });
    await down.db.execute(sql`select 1`);
    // The app's database goes away under it (the app stays up).
    await (down.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
    const res = await callEndpoint(down.app, info.health);
    expect([res.statusCode, res.json().message]).toEqual([503, HEALTH_TEXTS.noDatabase]);
    await down.app.close().catch(() => undefined);
  });
});

describe('client error log', () => {
  it('stores a report with long strings cut at 10240 characters, also inside params', async () => {
    const long = 'x'.repeat(LOG_STRING_MAX + 500);
    const res = await callEndpoint(t.app, diagnostics.jslog, {
      body: { url: `/admin/${long}`, message: long, params: { nested: { text: long } } },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(clientErrorLogs).orderBy(desc(clientErrorLogs.id)).limit(1);
    expect(row?.url.length).toBe(LOG_STRING_MAX);
    expect(row?.message?.length).toBe(LOG_STRING_MAX);
    expect((row?.params as { nested: { text: string } } | undefined)?.nested.text.length).toBe(
      LOG_STRING_MAX,
    );
  });
  it('never stores tokens, card codes, query strings or e-mail addresses', async () => {
    await callEndpoint(t.app, diagnostics.jslog, {
      body: {
        url: 'http://localhost:3000/password_create/GEHEIMTOKEN?token=GEHEIM2',
        message: 'Fehler bei /card/GYMSEE/SA2026/USERCODE/12 für max@example.de',
        params: { email: 'max@example.de', password: 'Geheim-123', page: 1 },
      },
    });
    const [row] = await t.db.select().from(clientErrorLogs).orderBy(desc(clientErrorLogs.id)).limit(1);
    const stored = JSON.stringify(row);
    for (const secret of ['GEHEIMTOKEN', 'GEHEIM2', 'USERCODE', 'max@example.de', 'Geheim-123']) {
      expect(stored).not.toContain(secret);
    }
    expect(row?.url).toBe('http://localhost:3000/password_create/***');
    expect(row?.params).toEqual({ email: '***', password: '***', page: 1 });
  });
  it('rejects bad and oversized bodies', async () => {
    expect((await callEndpoint(t.app, diagnostics.jslog, { body: { message: 'no url' } })).statusCode).toBe(
      400,
    );
    const huge = await callEndpoint(t.app, diagnostics.jslog, {
      body: { url: '/', message: 'y'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Die gesendeten Daten sind zu groß.');
  });
  it('is rate-limited', async () => {
    let last = 0;
    for (let i = 0; i < 35; i++)
      last = (await callEndpoint(t.app, diagnostics.jslog, { body: { url: '/spam' } })).statusCode;
    expect(last).toBe(429);
  });
});
