import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { decodeQuotedPrintable, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobQueue } from '../jobs';
import { createMailer, type Logger, type MailerOptions, outboxLinksOnConsole } from './mailer';
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

/** A mailer on the test app's jobs, over the sink unless said otherwise. */
const mailerWith = (over: Partial<MailerOptions> = {}) =>
  createMailer({
    db: t.db,
    smtpUrl: sink.url,
    from: 'a@test.example',
    log: quiet,
    logOutboxLinks: false,
    jobs: t.app.jobs,
    ...over,
  });

const rowOf = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0];

describe('mailer', () => {
  it('sends each queued mail as a job over real SMTP and marks it sent', async () => {
    const mailer = mailerWith();
    await mailer.start();
    const to = `smtp-${Date.now()}@test.example`;
    // Queued in a transaction: the job exists with the mail, after the commit.
    await t.db.transaction((tx) => mailer.queue(tx, message(to)));
    const received = await eventually(async () => sink.mails.find((m) => m.to.includes(to)));
    const body = decodeQuotedPrintable(received.raw);
    expect(body).toContain('Guten Tag Frau Müller,');
    expect(body).toContain('text/html');
    const row = await eventually(async () => ((await rowOf(to))?.status === 'sent' ? rowOf(to) : null));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '', html: '' });
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
    await mailer.stop();
  });

  it('a mail queued in a transaction that rolls back is neither kept nor sent', async () => {
    const mailer = mailerWith();
    const to = `rollback-${Date.now()}@test.example`;
    await expect(
      t.db.transaction(async (tx) => {
        await mailer.queue(tx, message(to));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowOf(to)).toBeUndefined();
  });

  it('keeps a failing mail, retries it and finally marks it failed', async () => {
    const mailer = mailerWith({
      smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
      // The real queue pauses a minute and more; this one retries twice at once.
      queue: jobQueue<{ mailId: number }>('mail.send-fast', { retryLimit: 2, retryDelay: 0 }),
    });
    await mailer.start();
    const to = `fail-${Date.now()}@test.example`;
    await mailer.queue(t.db, message(to));
    const last = await eventually(async () => ((await rowOf(to))?.status === 'failed' ? rowOf(to) : null));
    expect(last).toMatchObject({ status: 'failed', attempts: 3 });
    expect(last?.last_error).toBeTruthy();
    // The failed job is there for super admins too.
    const failed = await eventually(async () =>
      (await t.app.jobs.failedJobs()).find((j) => j.queue === 'mail.send-fast'),
    );
    expect(failed).toMatchObject({ attempts: 3 });
    await mailer.stop();
  });

  it('sends a mail left pending from before the job queue (no job yet) once the mailer starts', async () => {
    const to = `adopted-${Date.now()}@test.example`;
    await t.db.insert(mailOutbox).values({ ...message(to), recipient: to, status: 'pending' });
    const mailer = mailerWith();
    await mailer.start();
    const sent = await eventually(async () => ((await rowOf(to))?.status === 'sent' ? rowOf(to) : null));
    // Sent once (on a shared test database another test app starting now may be the one to adopt it).
    expect(sent?.attempts).toBe(1);
    await mailer.start();
    expect((await rowOf(to))?.attempts).toBe(1);
    expect(sink.mails.filter((m) => m.to.includes(to)).length).toBeLessThanOrEqual(1);
    await mailer.stop();
  });

  it('without SMTP keeps mails in the outbox', async () => {
    const mailer = mailerWith({ smtpUrl: null });
    const to = `outbox-${Date.now()}@test.example`;
    await mailer.queue(t.db, message(to));
    const [row] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ recipient: to, status: 'outbox' });
    expect(mailer.mode).toBe('outbox');
  });
});

describe('links on the console (development mode)', () => {
  it('only for the demo: demo data on, no SMTP, not production', () => {
    const base = { demoData: true, smtpUrl: null, production: false };
    expect(outboxLinksOnConsole(base)).toBe(true);
    expect(outboxLinksOnConsole({ ...base, demoData: false })).toBe(false);
    expect(outboxLinksOnConsole({ ...base, smtpUrl: 'smtp://localhost:2525' })).toBe(false);
    expect(outboxLinksOnConsole({ ...base, production: true })).toBe(false);
  });
});
