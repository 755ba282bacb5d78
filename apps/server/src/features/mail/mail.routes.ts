import { mail } from '@ausweis/shared/contracts/mail';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import { countRowsOf, equals, findPage, startsWith } from '../../http/paging';

const m = mailOutbox;
const rowFields = {
  id: m.id,
  recipient: m.recipient,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  last_error: m.last_error,
  created_at: m.created_at,
  sent_at: m.sent_at,
};

/** 'Postausgang': every mail the system wrote, newest first (super admins). */
export const mailRoutes = endpointRoutes((ctx) => [
  route(mail.outbox, ({ input }) =>
    findPage(input, {
      db: ctx.db,
      sortable: { id: m.id, recipient: m.recipient, subject: sql`lower(${m.subject})`, status: m.status },
      defaultSort: { key: 'id', order: 'desc' },
      filters: {
        recipient: startsWith(m.recipient),
        subject: startsWith(m.subject),
        status: equals(m.status),
      },
      rows: (where) => ctx.db.select(rowFields).from(m).where(where),
      count: countRowsOf(ctx.db, m),
    }),
  ),
  route(mail.outboxMail, async ({ req }) => {
    // With a real SMTP server the contents (which carry one-time links) are not shown to anyone.
    if (ctx.mail.mode === 'smtp') throw notFound('Mit SMTP-Server werden E-Mail-Inhalte nicht angezeigt.');
    const [row] = await ctx.db
      .select({ ...rowFields, text: m.text, html: m.html })
      .from(m)
      .where(eq(m.id, req.params.id));
    if (!row) throw notFound('Diese E-Mail gibt es nicht.');
    return row;
  }),
]);
