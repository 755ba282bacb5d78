/** Staff card calls (SPEC §7 Cards): list, details, photo, update, delete/restore, bulk actions, files. */
import { API } from '@ausweis/shared/api-paths';
import type { CardActionResponse, CardDetails } from '@ausweis/shared/schemas/cards';
import type { CardListRow, FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiFile, apiFile, apiGet, apiPost, apiRequest } from '../../lib/api-client';

/** Every card query starts with this key (the dashboard's latest cards included). */
const CARDS_KEY = ['cards'] as const;

export interface CardKey {
  id: number;
  archive: boolean;
}

export const findCards = (body: FindCardsRequest): Promise<Paged<CardListRow>> =>
  apiPost<Paged<CardListRow>>(API.cards.find, body);

export const fetchCardDetails = ({ id, archive }: CardKey): Promise<CardDetails> =>
  apiGet<CardDetails>(API.cards.details, { order_id: id, from_archive: archive });

/** The photo (or its 100x80 thumbnail); background: thumbnails must not flash the loading overlay. */
export const fetchCardImage = (card: CardKey, hash: string, thumb: boolean): Promise<ApiFile> =>
  apiFile(API.cards.image, {
    method: 'GET',
    query: { order_id: card.id, from_archive: card.archive, hash, thumb },
    background: thumb,
  });

/** The card's print file (super admin). */
export const fetchCardDownload = (card: CardKey, hash: string | null): Promise<ApiFile> =>
  apiFile(API.cards.download, {
    method: 'GET',
    query: { order_id: card.id, from_archive: card.archive, hash: hash ?? '' },
  });

export const exportCardsFile = (order_ids: number[], with_image: boolean): Promise<ApiFile> =>
  apiFile(API.cards.exportExcel, { method: 'POST', body: { order_ids, as_mail: false, with_image } });

export const exportCardsMail = (order_ids: number[]): Promise<CardActionResponse> =>
  apiPost<CardActionResponse>(API.cards.exportExcel, { order_ids, as_mail: true, with_image: false });

export const cardsQuery = (tenantId: number | null, body: FindCardsRequest) =>
  queryOptions({
    queryKey: [...CARDS_KEY, tenantId, 'find', body],
    queryFn: () => findCards(body),
    placeholderData: keepPreviousData,
    enabled: tenantId !== null,
  });

export const cardDetailsQuery = (tenantId: number | null, card: CardKey) =>
  queryOptions({
    queryKey: [...CARDS_KEY, tenantId, 'details', card.id, card.archive],
    queryFn: () => fetchCardDetails(card),
    enabled: tenantId !== null,
  });

/** The full photo as a blob (the photo field works with blobs); keyed by its hash. */
export const cardPhotoQuery = (tenantId: number | null, card: CardKey, hash: string | null) =>
  queryOptions({
    queryKey: [...CARDS_KEY, tenantId, 'photo', card.id, card.archive, hash],
    queryFn: async () => (await fetchCardImage(card, hash ?? '', false)).blob,
    enabled: tenantId !== null && hash !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCards = (tenantId: number | null, body: FindCardsRequest) =>
  useQuery(cardsQuery(tenantId, body));
export const useCardDetails = (tenantId: number | null, card: CardKey) =>
  useQuery(cardDetailsQuery(tenantId, card));
export const useCardPhoto = (tenantId: number | null, card: CardKey, hash: string | null) =>
  useQuery(cardPhotoQuery(tenantId, card, hash));

/** A card mutation that reloads every card query (list, details, dashboard) afterwards. */
function useCardMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY, refetchType: 'all' }),
  });
}

/** Multipart: cardUpdateFields() plus image_file (see form-data.ts). */
export const useUpdateCard = () =>
  useCardMutation((form: FormData) => apiPost<CardDetails>(API.cards.update, form));
export const useDeleteCard = () =>
  useCardMutation((id: number) =>
    apiRequest<CardActionResponse>(API.cards.delete, { method: 'DELETE', query: { order_id: id } }),
  );
export const useUndeleteCard = () =>
  useCardMutation((id: number) => apiPost<CardActionResponse>(API.cards.undelete, { order_id: id }));
export const useResendCode = () =>
  useCardMutation((id: number) => apiPost<CardActionResponse>(API.cards.resendCode, { order_id: id }));
export const useResetExport = () =>
  useCardMutation((id: number) => apiPost<CardActionResponse>(API.cards.resetExport, { order_id: id }));
export const useRecreateCard = () =>
  useCardMutation((card: CardKey) =>
    apiPost<CardActionResponse>(API.cards.recreate, { order_id: card.id, from_archive: card.archive }),
  );
export const useValidateCards = () =>
  useCardMutation((ids: number[]) => apiPost<CardActionResponse>(API.cards.validate, { order_ids: ids }));
export const useDeleteCards = () =>
  useCardMutation((ids: number[]) => apiPost<CardActionResponse>(API.cards.deleteMany, { order_ids: ids }));
