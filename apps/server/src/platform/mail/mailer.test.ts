import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { decodeQuotedPrintable, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer, type Logger, outboxLinksOnConsole } from './mailer';
import { greetingFor, renderMail } from './render';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const message = (to: string) => ({
  to,
  subject: 'Passwort festlegen – Ausweisportal',
  ...renderMail({
    greeting: greetingFor({ salutation: 'Frau', lastname: 'Müller' }),
    paragraphs: ['Für Sie wurde ein Zugang angelegt.'],
    action: { url: 'http://localhost:3000/password_create/abc', label: 'Passwort festlegen' },
  }),
});

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

describe('mail rendering', () => {
  it('has a German text and HTML part with the product name and the absolute link', () => {
    const m = message('x@test.example');
    expect(m.text).toContain('Guten Tag Frau Müller,');
    expect(m.text).toContain('http://localhost:3000/password_create/abc');
    expect(m.text).toContain('Ausweisportal');
    expect(m.html).toContain('href="http://localhost:3000/password_create/abc"');
    expect(m.html).toContain('lang="de"');
  });
  it('escapes HTML in user-provided text', () => {
    const m = renderMail({ greeting: 'Guten Tag <b>x</b>,', paragraphs: ['<script>'] });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;b&gt;');
  });
});

describe('mailer', () => {
  it('sends queued mails over real SMTP and marks them sent', async () => {
    const mailer = createMailer({
      db: t.db,
      smtpUrl: sink.url,
      from: 'Ausweisportal <no-reply@test.example>',
      log: quiet,
      logOutboxLinks: false,
    });
    const to = `smtp-${Date.now()}@test.example`;
    await mailer.queue(t.db, message(to));
    await mailer.dispatch();
    const received = sink.mails.find((m) => m.to.includes(to));
    expect(received).toBeDefined();
    const body = decodeQuotedPrintable(received?.raw ?? '');
    expect(body).toContain('Guten Tag Frau Müller,');
    expect(body).toContain('text/html');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    await mailer.stop();
  });

  it('keeps a failing mail, retries it later and finally marks it failed', async () => {
    const mailer = createMailer({
      db: t.db,
      smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
      from: 'a@test.example',
      log: quiet,
      logOutboxLinks: false,
    });
    const to = `fail-${Date.now()}@test.example`;
    await mailer.queue(t.db, message(to));
    await mailer.dispatch();
    const [first] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.last_error).toBeTruthy();
    expect(new Date(first?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    // Pretend every pause has passed: after the last attempt the mail is 'failed', never dropped.
    for (let i = 0; i < 6; i++) {
      await t.db
        .update(mailOutbox)
        .set({ next_attempt_at: '2000-01-01T00:00:00Z' })
        .where(eq(mailOutbox.recipient, to));
      await mailer.dispatch();
    }
    const [last] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(last?.status).toBe('failed');
    await mailer.stop();
  });

  it('without SMTP keeps mails in the outbox', async () => {
    const mailer = createMailer({
      db: t.db,
      smtpUrl: null,
      from: 'a@test.example',
      log: quiet,
      logOutboxLinks: false,
    });
    const to = `outbox-${Date.now()}@test.example`;
    await mailer.queue(t.db, message(to));
    expect(await mailer.dispatch()).toBe(0);
    const [row] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ recipient: to, status: 'outbox' });
    expect(mailer.mode).toBe('outbox');
  });
});

describe('links on the console (issue 10, development mode)', () => {
  it('only for the demo: demo data on, no SMTP, not production', () => {
    const base = { demoData: true, smtpUrl: null, production: false };
    expect(outboxLinksOnConsole(base)).toBe(true);
    expect(outboxLinksOnConsole({ ...base, demoData: false })).toBe(false);
    expect(outboxLinksOnConsole({ ...base, smtpUrl: 'smtp://localhost:2525' })).toBe(false);
    expect(outboxLinksOnConsole({ ...base, production: true })).toBe(false);
  });
});
