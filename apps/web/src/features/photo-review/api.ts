/** 'Fotos prüfen' calls (shared contracts/photo-review.ts) and the family's photo link. */
import { cards } from '@ausweis/shared/contracts/cards';
import { photoReview } from '@ausweis/shared/contracts/photo-review';
import type { RejectPhotoRequest } from '@ausweis/shared/schemas/photo-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

const PAGE = 24;

/** One page of pending photos (after the given card id), for the selected tenant. */
export const usePendingPhotos = (tenantId: number | null, afterId: number | undefined) =>
  useQuery({
    queryKey: [...endpointKey(photoReview.pending), tenantId, afterId ?? 0],
    queryFn: () =>
      callEndpoint(photoReview.pending, {
        count: PAGE,
        ...(afterId === undefined ? {} : { after_id: afterId }),
      }),
    enabled: tenantId !== null,
  });

/** The photo in full size (the card photo route: staff of the tenant only). */
export const usePhotoBlob = (tenantId: number | null, orderId: number, hash: string | null) =>
  useQuery({
    queryKey: ['photoReview', 'photo', tenantId, orderId, hash],
    queryFn: async () =>
      (
        await fetchEndpointFile(
          cards.image,
          { order_id: orderId, from_archive: false, hash: hash ?? '', thumb: false },
          { background: true },
        )
      ).blob,
    enabled: tenantId !== null && hash !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

function useReviewMutation<V>(fn: (v: V) => Promise<{ count: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(photoReview.pending) });
      // The cards' details and list show the photo state.
      void queryClient.invalidateQueries({ queryKey: ['cards'], refetchType: 'all' });
    },
  });
}

export const useAcceptPhotos = () =>
  useReviewMutation((order_ids: number[]) => callEndpoint(photoReview.accept, { order_ids }));
export const useRejectPhoto = () =>
  useReviewMutation((body: RejectPhotoRequest) => callEndpoint(photoReview.reject, body));
