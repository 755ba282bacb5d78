/** Staff card calls (docs/product.md#api Cards): list, details, photo, update, delete/restore, bulk actions, files. */
import { cards } from '@ausweis/shared/contracts/cards';
import type { FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

/** Every card query starts with this key (the dashboard's latest cards included). */
const CARDS_KEY = ['cards'] as const;

export interface CardKey {
  id: number;
  archive: boolean;
}

const cardRef = ({ id, archive }: CardKey) => ({ order_id: id, from_archive: archive });

export const findCards = (body: FindCardsRequest) => callEndpoint(cards.find, body);

export const fetchCardDetails = (card: CardKey) => callEndpoint(cards.details, cardRef(card));

/** The photo (or its 100x80 thumbnail); background: thumbnails must not flash the loading overlay. */
export const fetchCardImage = (card: CardKey, hash: string, thumb: boolean) =>
  fetchEndpointFile(cards.image, { ...cardRef(card), hash, thumb }, { background: thumb });

/** The card's print file (super admin). */
export const fetchCardDownload = (card: CardKey, hash: string | null) =>
  fetchEndpointFile(cards.download, { ...cardRef(card), hash: hash ?? '' });

export const exportCardsFile = (order_ids: number[], with_image: boolean) =>
  fetchEndpointFile(cards.exportExcel, { order_ids, as_mail: false, with_image });

export const exportCardsMail = (order_ids: number[]) =>
  callEndpoint(cards.exportExcel, { order_ids, as_mail: true, with_image: false });

// The tenant comes in a header, not in the request: the keys name it, so a switch loads its cards.
export const cardsQuery = (tenantId: number | null, body: FindCardsRequest) =>
  queryOptions({
    queryKey: [...endpointKey(cards.find, body), tenantId],
    queryFn: () => findCards(body),
    placeholderData: keepPreviousData,
    enabled: tenantId !== null,
  });

/** The tenant's products for the list's product filter. */
const cardProductsQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: [...endpointKey(cards.products), tenantId],
    queryFn: () => callEndpoint(cards.products, undefined),
    enabled: tenantId !== null,
    staleTime: 60_000,
  });
export const useCardProducts = (tenantId: number | null) => useQuery(cardProductsQuery(tenantId));

export const cardDetailsQuery = (tenantId: number | null, card: CardKey) =>
  queryOptions({
    queryKey: [...endpointKey(cards.details, cardRef(card)), tenantId],
    queryFn: () => fetchCardDetails(card),
    enabled: tenantId !== null,
  });

/** The full photo as a blob (the photo field works with blobs); keyed by its hash. */
export const cardPhotoQuery = (tenantId: number | null, card: CardKey, hash: string | null) =>
  queryOptions({
    queryKey: [...endpointKey(cards.image, { ...cardRef(card), hash: hash ?? '', thumb: false }), tenantId],
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
export const useUpdateCard = () => useCardMutation((form: FormData) => callEndpoint(cards.update, form));
export const useDeleteCard = () =>
  useCardMutation((id: number) => callEndpoint(cards.delete, { order_id: id }));
export const useUndeleteCard = () =>
  useCardMutation((id: number) => callEndpoint(cards.undelete, { order_id: id }));
export const useResendCode = () =>
  useCardMutation((id: number) => callEndpoint(cards.resendCode, { order_id: id }));
export const useResetExport = () =>
  useCardMutation((id: number) => callEndpoint(cards.resetExport, { order_id: id }));
export const useRecreateCard = () =>
  useCardMutation((card: CardKey) => callEndpoint(cards.recreate, cardRef(card)));
export const useValidateCards = () =>
  useCardMutation((ids: number[]) => callEndpoint(cards.validate, { order_ids: ids }));
export const useDeleteCards = () =>
  useCardMutation((ids: number[]) => callEndpoint(cards.deleteMany, { order_ids: ids }));
