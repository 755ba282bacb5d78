/** 'Ausweis verlängern' (docs/product.md#renewals): the card app's button asks for a personal order link. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { RENEWAL_CARD_APP_LINK_PATH } from '../renewal';
import { CardAppRequest } from '../schemas/card-app';

export const RenewalLinkResponse = z.object({
  /** The prefilled order page (path with ?link=, same origin as the card app). */
  url: z.string(),
});

export const renewals = defineEndpoints('renewals', {
  cardAppLink: {
    method: 'POST',
    path: RENEWAL_CARD_APP_LINK_PATH,
    request: CardAppRequest,
    response: RenewalLinkResponse,
    summary:
      "A personal order link renewing the card of the card app's codes, in its last days_before_renew days; otherwise 404.",
  },
});
