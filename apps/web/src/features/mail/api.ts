/** The dev outbox ('Postausgang', super admin): every mail the server wrote while no SMTP is configured. */
import { API } from '@ausweis/shared/api-paths';
import type { OutboxMail, OutboxRow } from '@ausweis/shared/schemas/mail';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

export const findOutbox = (body: PaginationRequest): Promise<Paged<OutboxRow>> =>
  apiPost<Paged<OutboxRow>>(API.mail.outbox, body);

export const fetchOutboxMail = (id: number): Promise<OutboxMail> =>
  apiGet<OutboxMail>(`${API.mail.outbox}/${id}`);

export const outboxQuery = (body: PaginationRequest) =>
  queryOptions({
    queryKey: ['mail', 'outbox', body],
    queryFn: () => findOutbox(body),
    placeholderData: keepPreviousData,
    // New mails arrive all the time; the list is for looking at them now.
    staleTime: 0,
  });

export const outboxMailQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['mail', 'outbox', 'mail', id],
    queryFn: () => fetchOutboxMail(id ?? 0),
    enabled: id !== null,
  });

export const useOutbox = (body: PaginationRequest) => useQuery(outboxQuery(body));
export const useOutboxMail = (id: number | null) => useQuery(outboxMailQuery(id));
