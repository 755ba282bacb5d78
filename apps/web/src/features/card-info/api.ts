/** The public card info (SPEC §7 Cards: POST card info, anonymous). */
import { API } from '@ausweis/shared/api-paths';
import type { CardInfoRequest, CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

export const fetchCardInfo = (body: CardInfoRequest): Promise<CardInfoResponse> =>
  apiPost<CardInfoResponse>(API.ordering.cardInfo, body);

export const cardInfoQuery = (body: CardInfoRequest) =>
  queryOptions({ queryKey: ['card-info', body], queryFn: () => fetchCardInfo(body) });

export const useCardInfo = (body: CardInfoRequest | null) =>
  useQuery({
    ...cardInfoQuery(body ?? { tenant_short_code: '', product_short_code: '', user_code: '', order_id: 0 }),
    enabled: body !== null,
  });
