/**
 * The audit trail for its readers: the 'Protokoll' list (the selected tenant's trail, or a super
 * admin's every tenant's without a selected tenant), a card's 'Verlauf', the export and the check.
 */
import { audit } from '@ausweis/shared/contracts/audit';
import { germanIsoDate } from '@ausweis/shared/german-date';
import type { AuditFilter, FindAuditEventsResponse } from '@ausweis/shared/schemas/audit';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

/** Every trail query starts with this key (a card's change refreshes its 'Verlauf'). */
export const AUDIT_KEY = ['audit'] as const;
const PAGE_SIZE = 50;

/** Rows newest first; 'Weitere laden' asks for the page after the last row (keyset). */
export const useAuditEvents = (tenantId: number | null, filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: [
      ...AUDIT_KEY,
      ...endpointKey(tenantId === null ? audit.findAll : audit.find, filter),
      tenantId,
    ],
    queryFn: ({ pageParam }) =>
      callEndpoint(tenantId === null ? audit.findAll : audit.find, {
        ...filter,
        count: PAGE_SIZE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last: FindAuditEventsResponse) => last.next ?? undefined,
  });

/** A card's events ('Verlauf'), newest first. */
export const useCardAuditEvents = (tenantId: number, cardId: number, fromArchive: boolean) =>
  useInfiniteQuery({
    queryKey: [...AUDIT_KEY, 'card', tenantId, cardId, fromArchive],
    queryFn: ({ pageParam }) =>
      callEndpoint(
        audit.cardHistory,
        { from_archive: fromArchive, count: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        { params: { id: cardId } },
      ),
    initialPageParam: '',
    getNextPageParam: (last: FindAuditEventsResponse) => last.next ?? undefined,
  });

/** The filtered trail as a file; true on success. */
export const downloadAuditEvents = (tenantId: number | null, filter: AuditFilter, format: 'csv' | 'xlsx') =>
  downloadFile(
    () => fetchEndpointFile(tenantId === null ? audit.exportAll : audit.export, { ...filter, format }),
    `Protokoll_${germanIsoDate()}.${format}`,
    CARD_TEXTS.fileDownloadFailed,
  );

/** 'Kette prüfen': the check's result in German. */
export const useVerifyAudit = (tenantId: number | null) =>
  useMutation({
    mutationFn: () => callEndpoint(tenantId === null ? audit.verifyAll : audit.verify, undefined),
  });

/** The 'Person' filter's people matching `search` (the selected tenant's, or everyone's). */
export const useAuditPeople = (tenantId: number | null, search: string) =>
  useQuery({
    queryKey: [...AUDIT_KEY, 'people', tenantId, search],
    queryFn: () => callEndpoint(tenantId === null ? audit.peopleAll : audit.people, { search, count: 20 }),
    // The list stays while the next search runs (the box does not flicker empty).
    placeholderData: keepPreviousData,
  });
