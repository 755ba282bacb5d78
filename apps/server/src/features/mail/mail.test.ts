import { API } from '@ausweis/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let superToken = '';
let adminToken = '';
let tenantId = 0;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  const staff = await createTenantWithStaff(t.db);
  tenantId = staff.tenant.id;
  adminToken = await loginAs(t.app, staff.admin.email);
});
afterAll(() => t.close());

describe('Postausgang (dev outbox)', () => {
  it('lists mails newest first and shows one with text and HTML', async () => {
    const to = `outbox-${Date.now()}@test.example`;
    const sa = await createUser(t.db, { is_super_admin: true, use_for_notify: true });
    await t.app.inject({
      method: 'POST',
      url: `/api${API.registrations.register}`,
      payload: {
        salutation: 'Frau',
        forename: 'A',
        familyname: 'B',
        tenantname: 'Outbox-Test',
        area: 'Schule',
        Street: 'D 1',
        plz: '1',
        city: 'E',
        telefone: '1',
        email: to,
        confirm: true,
      },
    });
    const list = await call(t.app, 'POST', API.mail.outbox, {
      token: superToken,
      body: { filters: { recipient: sa.email } },
    });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({
      recipient: sa.email,
      status: 'outbox',
      subject: 'Neue Registrierung: Outbox-Test',
    });
    const one = await call(t.app, 'GET', `${API.mail.outbox}/${row.id}`, { token: superToken });
    expect(one.json().text).toContain('Outbox-Test');
    expect(one.json().html).toContain('<html lang="de">');
    expect((await call(t.app, 'GET', `${API.mail.outbox}/99999999`, { token: superToken })).statusCode).toBe(
      404,
    );
  });

  it('is for super admins only', async () => {
    expect((await call(t.app, 'POST', API.mail.outbox, { body: {} })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', API.mail.outbox, { token: adminToken, tenantId, body: {} })).statusCode,
    ).toBe(403);
  });
});
