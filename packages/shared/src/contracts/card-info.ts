/** The public card info behind the link in the access mail (docs/product.md#api Cards, anonymous). */
import { defineEndpoints } from '../endpoint';
import { CardInfoRequest, CardInfoResponse } from '../schemas/ordering';
import { PUBLIC_PATHS } from './public-paths';

export const cardInfo = defineEndpoints('cardInfo', {
  details: {
    method: 'POST',
    path: PUBLIC_PATHS.cardInfo,
    request: CardInfoRequest,
    response: CardInfoResponse,
    summary: 'The card (image, holder, validity) of an order, for its user code; wrong codes answer 404.',
  },
});
