/** The verifier page (/pruefen): the current state and verdict of the card behind a genuine signed code. */
import { CARD_CHECK_PATH } from '../card-code';
import { defineEndpoints } from '../endpoint';
import { LIVE_CHECK_PATH } from '../live-code';
import {
  CardCheckRequest,
  CardCheckResponse,
  CardLiveCheckRequest,
  CardLiveCheckResponse,
} from '../schemas/card-check';

export const cardCheck = defineEndpoints('cardCheck', {
  check: {
    method: 'POST',
    path: CARD_CHECK_PATH,
    request: CardCheckRequest,
    response: CardCheckResponse,
    summary:
      'The current state, the verdict (valid, or what keeps it from being valid) and the photo of the card behind a signed card code; a forged, altered or expired code is a 400 with the reason.',
  },
  live: {
    method: 'POST',
    path: LIVE_CHECK_PATH,
    request: CardLiveCheckRequest,
    response: CardLiveCheckResponse,
    summary:
      'Whether the live code read off the card app belongs to the card of the signed code and to now (±10 s); a wrong or outdated live code is a 400 with the reason.',
  },
});
