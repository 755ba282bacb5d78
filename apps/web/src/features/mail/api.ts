/** The dev outbox ('Postausgang', super admin): every mail the server wrote while no SMTP is configured. */
import { mail } from '@ausweis/shared/contracts/mail';
import type { PaginationRequest } from '@ausweis/shared/schemas/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint-client';

export const fetchOutboxMail = (id: number) => callEndpoint(mail.outboxMail, undefined, { params: { id } });

export const outboxQuery = (request: PaginationRequest) =>
  queryOptions({
    ...endpointQuery(mail.outbox, request),
    placeholderData: keepPreviousData,
    // New mails arrive all the time; the list is for looking at them now.
    staleTime: 0,
  });

/** The id is a path parameter, so the key names it after the contract's name. */
export const outboxMailQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...endpointKey(mail.outboxMail), id],
    queryFn: () => fetchOutboxMail(id ?? 0),
    enabled: id !== null,
  });

export const useOutbox = (request: PaginationRequest) => useQuery(outboxQuery(request));
export const useOutboxMail = (id: number | null) => useQuery(outboxMailQuery(id));
