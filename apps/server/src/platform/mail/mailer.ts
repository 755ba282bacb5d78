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
import { attachmentOf, dropAttachment, type MailAttachment } from './attachments';
import type { RenderedMail } from './render';

export interface MailMessage extends RenderedMail {
  to: string;
  subject: string;
  /** A stored file (stored_files) sent along; it is deleted once the mail went out. */
  attachment?: MailAttachment;
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
  expireInSeconds: 15 * 60,
});

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
 * production). The links hold one-time password links and card-info user codes (issue 10).
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
    transport ??= (await import('nodemailer')).default.createTransport(url);
    return transport;
  };

  /** One attempt at one mail; throws on failure so the job is retried (or failed after the last). */
  async function send(url: string, job: JobRun<{ mailId: number }>): Promise<void> {
    const [mail] = await opts.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, job.data.mailId), eq(mailOutbox.status, 'pending')));
    if (!mail) return; // sent already (a retried job after a lost acknowledgement)
    const attempts = job.retryCount + 1;
    try {
      const attachment = await attachmentOf(opts.db, opts.files, mail);
      await (await smtp(url)).sendMail({
        from: opts.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachment ? { attachments: [attachment] } : {}),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'Versand fehlgeschlagen';
      const status = job.lastAttempt ? 'failed' : 'pending';
      await opts.db
        .update(mailOutbox)
        .set({ attempts, last_error: message, status })
        .where(eq(mailOutbox.id, mail.id));
      if (job.lastAttempt) await dropAttachment(opts.db, opts.files, mail.attachment_file_id);
      const log = job.lastAttempt ? opts.log.error : opts.log.warn;
      log.call(
        opts.log,
        { mailId: mail.id, attempts, error: message },
        job.lastAttempt ? 'mail failed for good' : 'mail send failed, will retry',
      );
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
      if (smtpUrl) await jobs?.work(queue, (job) => send(smtpUrl, job), { batchSize: 10 });
    },
    async stop() {
      transport?.close();
    },
  };
}
