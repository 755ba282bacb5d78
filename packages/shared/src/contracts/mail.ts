/** The dev outbox ('Postausgang', super admins): every mail the system wrote, newest first. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { OutboxMail, OutboxRow } from '../schemas/mail';
import { PaginationRequest, paged } from '../schemas/pagination';
import { zId } from '../validation/zod';

export const mail = defineEndpoints('mail', {
  outbox: {
    method: 'POST',
    path: '/a/sad/mail/outbox',
    request: PaginationRequest,
    response: paged(OutboxRow),
    summary: 'Paged list of the written mails (recipient, subject, status).',
  },
  outboxMail: {
    method: 'GET',
    path: '/a/sad/mail/outbox/{id}',
    params: z.object({ id: zId() }),
    response: OutboxMail,
    summary: 'One written mail with its text and HTML (not with a real SMTP server).',
  },
});
