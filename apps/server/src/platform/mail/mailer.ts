/**
 * The one mail module. Every mail is written to `mail_outbox` in the caller's transaction, so none is
 * lost. With SMTP_URL each mail is also a job ('mail.send', in the same transaction) that any instance
 * sends; a failure is retried with growing pauses, and after the last attempt the mail is 'failed' and
 * logged. Without SMTP_URL mails stay in the outbox that super admins read ('Postausgang').
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { FileStore } from '../file-store';
import { type JobQueue, type JobRun, type Jobs, jobQueue } from '../jobs';
import { attachmentsOf, dropAttachment, type MailAttachment } from './attachments';
import type { RenderedMail } from './render';

export interface MailMessage extends RenderedMail {
  to: string;
  subject: string;
  /** A stored file (stored_files) sent along; it is deleted once the mail went out. */
  attachment?: MailAttachment;
  /** A second stored file sent along (the XRechnung XML beside its invoice PDF); deleted alike. */
  extraAttachment?: MailAttachment;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Sending a mail: 1 + 8 attempts, the pauses doubling from about a minute to at most two hours (some
 * eight hours in all, so an SMTP outage of a working morning loses nothing); then the mail is 'failed'.
 */
export const MAIL_QUEUE = jobQueue<{ mailId: number }>('mail.send', {
  retryLimit: 8,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 2 * 60 * 60,
  // A batch of five sends one after another, each bounded by the SMTP timeouts below.
  expireInSeconds: 30 * 60,
});

/** nodemailer's timeouts (its defaults wait up to 10 minutes on a silent server). */
const SMTP_TIMEOUTS = { connectionTimeout: 60_000, greetingTimeout: 30_000, socketTimeout: 120_000 };

/** Taken while mails from before the job queue get their jobs. */
const ADOPT_LOCK_KEY = 7_246_013;

/** An error's code ('ECONNREFUSED', 'EENVELOPE'), never its message (it may carry an address). */
const errorCode = (err: unknown) =>
  err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : 'unknown';

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Queues a mail in the given transaction (or db); with SMTP it is sent after commit. */
  queue(db: Db | Tx, message: MailMessage): Promise<void>;
  /** With SMTP: this instance starts sending queued mails (any instance may send any of them). */
  start(): Promise<void>;
  /** Closes the SMTP connection (stop the jobs first). */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: Logger;
  /** Logs subject and link of each outbox mail (development only: links carry tokens). */
  logOutboxLinks: boolean;
  /** Where attachments are read from (and removed after sending); needed only for attachments. */
  files?: FileStore;
  /** Needed with SMTP: each mail is a job. */
  jobs?: Jobs;
  /** The queue of the mails (default MAIL_QUEUE; tests take one with short pauses). */
  queue?: JobQueue<{ mailId: number }>;
}

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

/**
 * Whether queued mails' links go to the console: only for the demo (demo data on, no SMTP, not
 * production). The links hold one-time password links and card-info user codes.
 */
export const outboxLinksOnConsole = (c: { demoData: boolean; smtpUrl: string | null; production: boolean }) =>
  c.demoData && !c.smtpUrl && !c.production;

export function createMailer(opts: MailerOptions): Mailer {
  const smtpUrl = opts.smtpUrl || null;
  const jobs = opts.jobs;
  const queue = opts.queue ?? MAIL_QUEUE;
  if (smtpUrl && !jobs) throw new Error('createMailer: SMTP needs the job queue');
  let transport: Transporter | null = null;
  // nodemailer loads with the first mail to send: a server without SMTP never needs it.
  const smtp = async (url: string) => {
    transport ??= (await import('nodemailer')).default.createTransport({ url, ...SMTP_TIMEOUTS });
    return transport;
  };

  /** One attempt at one mail; throws on failure so the job is retried (see failed() after the last). */
  async function send(url: string, job: JobRun<{ mailId: number }>): Promise<void> {
    const [mail] = await opts.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, job.data.mailId), eq(mailOutbox.status, 'pending')));
    if (!mail) return; // sent already (a retried job after a lost acknowledgement)
    const attempts = job.retryCount + 1;
    try {
      const attachments = await attachmentsOf(opts.db, opts.files, mail);
      await (await smtp(url)).sendMail({
        from: opts.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (err) {
      // The message is kept for the Postausgang only; the log gets no address (it may name one).
      const message = err instanceof Error ? err.message.slice(0, 500) : 'Versand fehlgeschlagen';
      await opts.db
        .update(mailOutbox)
        .set({ attempts, last_error: message })
        .where(eq(mailOutbox.id, mail.id));
      opts.log.warn({ mailId: mail.id, attempts, code: errorCode(err) }, 'mail send failed, will retry');
      throw err;
    }
    await opts.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sent_at: sql`now()`,
        attempts,
        last_error: null,
        // Sent mails keep no contents: they carry one-time links that must live only in the inbox.
        text: '',
        html: '',
      })
      .where(eq(mailOutbox.id, mail.id));
    // The attachment holds personal data: it lives on only in the recipient's inbox.
    await dropAttachment(opts.db, opts.files, mail.attachment_file_id);
    await dropAttachment(opts.db, opts.files, mail.extra_attachment_file_id);
  }

  /** After the last attempt (or a job lost with its instance): 'failed', and the attachment goes. */
  async function failed({ mailId }: { mailId: number }): Promise<void> {
    const [mail] = await opts.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')))
      .returning();
    if (!mail) return;
    await dropAttachment(opts.db, opts.files, mail.attachment_file_id);
    await dropAttachment(opts.db, opts.files, mail.extra_attachment_file_id);
    opts.log.error({ mailId, attempts: mail.attempts }, 'mail failed for good');
  }

  /**
   * Mails queued before each mail was a job (the outbox was polled then) get their job now, once:
   * instances starting together take turns under an advisory lock.
   */
  async function adoptPending(jobsOf: Jobs): Promise<void> {
    await opts.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADOPT_LOCK_KEY})`);
      const orphans = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            // No job of any queue names it (retries and the dead-letter job included).
            sql`not exists (select 1 from pgboss.job j where j.data->>'mailId' = ${mailOutbox.id}::text
                  and j.state in ('created', 'retry', 'active'))`,
          ),
        );
      for (const o of orphans) await jobsOf.send(queue, { mailId: o.id }, { db: tx });
    });
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    async queue(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachment_file_id: message.attachment?.fileId ?? null,
          attachment_name: message.attachment?.name ?? null,
          extra_attachment_file_id: message.extraAttachment?.fileId ?? null,
          extra_attachment_name: message.extraAttachment?.name ?? null,
          status: smtpUrl ? 'pending' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (smtpUrl && row) await jobs?.send(queue, { mailId: row.id }, { db });
      if (!smtpUrl && opts.logOutboxLinks) {
        opts.log.info(
          { subject: message.subject, link: firstLink(message.text) },
          'Mail im Postausgang (kein SMTP)',
        );
      }
    },
    async start() {
      if (!smtpUrl || !jobs) return;
      await jobs.work(queue, (job) => send(smtpUrl, job), { batchSize: 5 });
      await jobs.workFailed(queue, failed);
      await adoptPending(jobs);
    },
    async stop() {
      transport?.close();
    },
  };
}
