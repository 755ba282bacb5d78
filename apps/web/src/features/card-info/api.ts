/** The public card info (docs/product.md#api Cards: POST card info, anonymous). */
import type { cardInfo } from '@ausweis/shared/contracts/card-info';
import { PUBLIC_PATHS } from '@ausweis/shared/contracts/public-paths';
import type { CardInfoRequest } from '@ausweis/shared/schemas/ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, publicRef } from '../../lib/endpoint-client';

/** cardInfo.details without its schemas: the page, opened from a phone, stays free of zod. */
const details = publicRef<typeof cardInfo.details>('cardInfo.details', 'POST', PUBLIC_PATHS.cardInfo);

export const cardInfoQuery = (request: CardInfoRequest) => queryOptions(endpointQuery(details, request));

export const useCardInfo = (request: CardInfoRequest | null) =>
  useQuery({
    ...cardInfoQuery(
      request ?? { tenant_short_code: '', product_short_code: '', user_code: '', order_id: 0 },
    ),
    enabled: request !== null,
  });
