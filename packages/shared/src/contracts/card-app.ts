/** The smartphone card app (schemas/card-app.ts): its one call, login and online check at once. */
import { defineEndpoints } from '../endpoint';
import { CardAppRequest, CardAppResponse } from '../schemas/card-app';
import { CARD_APP_CARD_PATH } from '../schemas/card-app-texts';

export const cardApp = defineEndpoints('cardApp', {
  card: {
    method: 'POST',
    path: CARD_APP_CARD_PATH,
    request: CardAppRequest,
    response: CardAppResponse,
    summary: 'The card (or its state) for the codes; wrong codes answer 404, too many wrong tries 429.',
  },
});
