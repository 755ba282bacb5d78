import { registrations as registrationsApi } from '@ausweis/shared/contracts/registrations';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { lastMailTo } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let superToken = '';
let notifiedAdmin = '';
let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;
const tokens = { admin: '', user: '' };

const form = (tenantname: string) => ({
  salutation: 'divers',
  title: 'Dr.',
  forename: 'Alex',
  familyname: 'Muster',
  tenantname,
  area: 'Schule',
  Street: 'Schulweg 1',
  plz: '12345',
  city: 'Musterstadt',
  telefone: '0123 4567',
  email: 'Alex.Muster@Schule.example',
  web_url: 'https://schule.example',
  confirm: true,
});

beforeAll(async () => {
  t = await createTestApp();
  const sa = await createUser(t.db, { is_super_admin: true, use_for_notify: true });
  notifiedAdmin = sa.email;
  superToken = await loginAs(t.app, sa.email);
  staff = await createTenantWithStaff(t.db);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.user = await loginAs(t.app, staff.user.email);
});
afterAll(() => t.close());

const openCount = async (name: string) =>
  (await t.db.select({ n: count() }).from(registrations).where(eq(registrations.tenantname, name)))[0]?.n ??
  0;

describe('register (public contact request)', () => {
  it('stores the request and mails the super admins who want it', async () => {
    const name = `Realschule ${Date.now()}`;
    const res = await callEndpoint(t.app, registrationsApi.register, { body: form(name) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Vielen Dank. Wir bearbeiten Ihre Registrierung.');
    const [row] = await t.db.select().from(registrations).where(eq(registrations.tenantname, name));
    expect(row).toMatchObject({
      status: 'new',
      street: 'Schulweg 1',
      email: 'alex.muster@schule.example',
      confirm: true,
    });
    const mail = await lastMailTo(t.db, notifiedAdmin);
    expect(mail?.subject).toBe(`Neue Registrierung: ${name}`);
    expect(mail?.text).toContain('http://localhost:3000/admin/filter-registers');
  });

  it.each([
    ['without the organisation confirmation', { confirm: false }, 'confirm'],
    ['with a bad e-mail', { email: 'nope' }, 'email'],
    ['with an unknown salutation', { salutation: 'Mx' }, 'salutation'],
    ['without a phone number', { telefone: '' }, 'telefone'],
  ])('refuses a request %s with a German message and stores nothing', async (_label, change, field) => {
    const name = `Abgelehnt ${Date.now()} ${field}`;
    const res = await callEndpoint(t.app, registrationsApi.register, { body: { ...form(name), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(
      /Bitte einen Wert angeben|Ungültige Email|Bitte einen der vorgegebenen Werte wählen/,
    );
    expect(await openCount(name)).toBe(0);
  });
});

describe('registration list and answer (super admin)', () => {
  it('lists, answers and drops answered ones from the open list', async () => {
    const name = `Verein ${Date.now()}`;
    await callEndpoint(t.app, registrationsApi.register, { body: form(name) });
    const list = await callEndpoint(t.app, registrationsApi.find, {
      token: superToken,
      body: { filters: { tenantname: name }, page: 1, count: 50 },
    });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({
      tenantname: name,
      Street: 'Schulweg 1',
      status: 'new',
      salutation: 'divers',
    });
    const answered = await callEndpoint(t.app, registrationsApi.answer, {
      token: superToken,
      body: { register_id: [row.id] },
    });
    expect(answered.json()).toEqual({ answered: 1 });
    const open = await callEndpoint(t.app, registrationsApi.findNew, { token: superToken });
    expect(open.json().map((r: { id: number }) => r.id)).not.toContain(row.id);
    const again = await callEndpoint(t.app, registrationsApi.answer, {
      token: superToken,
      body: { register_id: [row.id] },
    });
    expect(again.json()).toEqual({ answered: 0 });
  });

  it('refuses an empty selection', async () => {
    const res = await callEndpoint(t.app, registrationsApi.answer, {
      token: superToken,
      body: { register_id: [] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is for super admins only', async () => {
    for (const [endpoint, body] of [
      [registrationsApi.find, {}],
      [registrationsApi.answer, { register_id: [1] }],
      [registrationsApi.findNew, undefined],
    ] as const) {
      expect((await callEndpoint(t.app, endpoint, { body })).statusCode).toBe(401);
      for (const token of [tokens.admin, tokens.user]) {
        expect(
          (await callEndpoint(t.app, endpoint, { token, tenantId: staff.tenant.id, body })).statusCode,
        ).toBe(403);
      }
    }
  });
});
