import { mail } from '@ausweis/shared/contracts/mail';
import { registrations } from '@ausweis/shared/contracts/registrations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
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
      url: `/api${registrations.register.path}`,
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
    const list = await callEndpoint(t.app, mail.outbox, {
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
    const one = await callEndpoint(t.app, mail.outboxMail, { params: { id: row.id }, token: superToken });
    expect(one.json().text).toContain('Outbox-Test');
    expect(one.json().html).toContain('<html lang="de">');
    expect(
      (await callEndpoint(t.app, mail.outboxMail, { params: { id: 99999999 }, token: superToken }))
        .statusCode,
    ).toBe(404);
  });

  it('with a real SMTP server shows no mail contents, and sent mails keep none', async () => {
    const { startSmtpSink } = await import('../../test/smtp-sink');
    const sink = await startSmtpSink();
    const smtp = await createTestApp({ smtpUrl: sink.url });
    try {
      const sa = await createUser(smtp.db, { is_super_admin: true, use_for_notify: true });
      const token = await loginAs(smtp.app, sa.email);
      await smtp.app.inject({
        method: 'POST',
        url: `/api${registrations.register.path}`,
        payload: {
          salutation: 'Frau',
          forename: 'A',
          familyname: 'B',
          tenantname: 'SMTP-Test',
          area: 'Schule',
          Street: 'D 1',
          plz: '1',
          city: 'E',
          telefone: '1',
          email: 'x@test.example',
          confirm: true,
        },
      });
      const list = await callEndpoint(smtp.app, mail.outbox, {
        token,
        body: { filters: { recipient: sa.email } },
      });
      const [row] = list.json().data;
      expect(
        (await callEndpoint(smtp.app, mail.outboxMail, { params: { id: row.id }, token })).statusCode,
      ).toBe(404);
      // The mailer sends right after the request's commit; wait for it (a loaded machine may take a while).
      let stored: typeof mailOutbox.$inferSelect | undefined;
      for (let i = 0; i < 100 && stored?.status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        [stored] = await smtp.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      }
      expect(stored).toMatchObject({ status: 'sent', text: '', html: '' });
      expect(sink.mails.some((m) => m.to.includes(sa.email))).toBe(true);
    } finally {
      await smtp.close();
      await sink.close();
    }
  });

  it('is for super admins only', async () => {
    expect((await callEndpoint(t.app, mail.outbox, { body: {} })).statusCode).toBe(401);
    expect(
      (await callEndpoint(t.app, mail.outbox, { token: adminToken, tenantId, body: {} })).statusCode,
    ).toBe(403);
  });
});
