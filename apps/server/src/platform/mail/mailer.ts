/**
 * The one mail module. Every mail is written to `mail_outbox` in the caller's transaction, so none is
 * lost. With SMTP_URL a dispatcher sends pending mails (several instances share the work through
 * FOR UPDATE SKIP LOCKED) and retries failures with growing pauses; after the last attempt a mail is
 * 'failed' and logged. Without SMTP_URL mails stay in the outbox that super admins read ('Postausgang').
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { FileStore } from '../file-store';
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

/** Pauses before the 2nd, 3rd, ... attempt; after the last one the mail is 'failed'. */
export const RETRY_MINUTES = [1, 5, 30, 120, 720];
const BATCH = 20;
const KICK_DELAYS_MS = [100, 1000, 5000];

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Queues a mail in the given transaction (or db); it is sent after commit. */
  queue(db: Db | Tx, message: MailMessage): Promise<void>;
  /** Sends what is due now (also called by the timer). Returns how many were sent. */
  dispatch(): Promise<number>;
  start(): void;
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
  pollMs?: number;
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
  let transport: Transporter | null = null;
  // nodemailer loads with the first mail to send: a server without SMTP never needs it.
  const smtp = async (url: string) => {
    transport ??= (await import('nodemailer')).default.createTransport(url);
    return transport;
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendDue(): Promise<number> {
    if (!smtpUrl) return 0;
    const smtpTransport = await smtp(smtpUrl);
    let sent = 0;
    for (;;) {
      const claimed = await opts.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)))
          .orderBy(asc(mailOutbox.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        // Claim them for a while so another instance does not send them too.
        await tx
          .update(mailOutbox)
          .set({ next_attempt_at: sql`now() + interval '10 minutes'` })
          .where(
            inArray(
              mailOutbox.id,
              due.map((m) => m.id),
            ),
          );
        return due;
      });
      if (claimed.length === 0) return sent;
      for (const mail of claimed) {
        try {
          const attachment = await attachmentOf(opts.db, opts.files, mail);
          await smtpTransport.sendMail({
            from: opts.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(attachment ? { attachments: [attachment] } : {}),
          });
          await opts.db
            .update(mailOutbox)
            .set({
              status: 'sent',
              sent_at: sql`now()`,
              attempts: mail.attempts + 1,
              last_error: null,
              // Sent mails keep no contents: they carry one-time links that must live only in the inbox.
              text: '',
              html: '',
            })
            .where(eq(mailOutbox.id, mail.id));
          // The attachment holds personal data: it lives on only in the recipient's inbox.
          await dropAttachment(opts.db, opts.files, mail.attachment_file_id);
          sent++;
        } catch (err) {
          const attempts = mail.attempts + 1;
          const pause = RETRY_MINUTES[attempts - 1];
          const message = err instanceof Error ? err.message.slice(0, 500) : 'Versand fehlgeschlagen';
          await opts.db
            .update(mailOutbox)
            .set({
              attempts,
              last_error: message,
              status: pause === undefined ? 'failed' : 'pending',
              next_attempt_at: sql`now() + make_interval(mins => ${pause ?? 0})`,
            })
            .where(eq(mailOutbox.id, mail.id));
          if (pause === undefined) await dropAttachment(opts.db, opts.files, mail.attachment_file_id);
          const log = pause === undefined ? opts.log.error : opts.log.warn;
          log.call(
            opts.log,
            { mailId: mail.id, attempts, error: message },
            pause === undefined ? 'mail failed for good' : 'mail send failed, will retry',
          );
        }
      }
    }
  }

  const mailer: Mailer = {
    mode: smtpUrl ? 'smtp' : 'outbox',
    async queue(db, message) {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachment_file_id: message.attachment?.fileId ?? null,
        attachment_name: message.attachment?.name ?? null,
        status: smtpUrl ? 'pending' : 'outbox',
      });
      if (!smtpUrl && opts.logOutboxLinks) {
        opts.log.info(
          { subject: message.subject, link: firstLink(message.text) },
          'Mail im Postausgang (kein SMTP)',
        );
      }
      // The caller's transaction commits shortly after: look again a few times instead of waiting for the timer.
      if (smtpUrl) {
        for (const ms of KICK_DELAYS_MS)
          setTimeout(() => void mailer.dispatch().catch(() => undefined), ms).unref();
      }
    },
    dispatch() {
      running ??= sendDue().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (!smtpUrl || timer) return;
      timer = setInterval(
        () => void mailer.dispatch().catch((err: unknown) => opts.log.error({ err }, 'mail dispatch')),
        opts.pollMs ?? 15_000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
  };
  return mailer;
}
