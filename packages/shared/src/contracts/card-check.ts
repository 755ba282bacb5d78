/** The verifier page (/pruefen): the current state and verdict of the card behind a genuine signed code. */
import { CARD_CHECK_PATH } from '../card-code';
import { defineEndpoints } from '../endpoint';
import { CardCheckRequest, CardCheckResponse } from '../schemas/card-check';

export const cardCheck = defineEndpoints('cardCheck', {
  check: {
    method: 'POST',
    path: CARD_CHECK_PATH,
    request: CardCheckRequest,
    response: CardCheckResponse,
    summary:
      'The current state, the verdict (valid, or what keeps it from being valid) and the photo of the card behind a signed card code; a forged, altered or expired code is a 400 with the reason.',
  },
});
