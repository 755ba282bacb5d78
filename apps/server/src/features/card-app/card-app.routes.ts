/** The smartphone card app's login and online check, and its 'In Google Wallet speichern' link. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { notFound } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { cardAppCard } from './card-app.service';
import { googleWalletSaveLink } from './google-wallet.service';
import { tooManyWrongTries } from './holder-card';

export const cardAppRoutes = endpointRoutes((ctx) => {
  // Wrong codes count like wrong passwords; right ones only against the generous per-address limit.
  const wrongTries = ctx.cardAppWrongCodes;
  return [
    route(
      cardApp.card,
      async ({ input, req, reply }) => {
        // Set first so the 404 and 429 answers are not kept by any cache either.
        reply.header('Cache-Control', 'no-store');
        if (await wrongTries.blocked(req.ip)) throw tooManyWrongTries();
        const answer = await cardAppCard(ctx, input);
        if (!answer) {
          await wrongTries.record(req.ip);
          throw notFound(CARD_APP_TEXTS.wrongCodes);
        }
        return answer;
      },
      { config: orderRateLimit(ctx, 4 * ctx.config.orderRateLimitPerMinute) },
    ),
    route(
      cardApp.googleWallet,
      async ({ input, req, reply }) => {
        reply.header('Cache-Control', 'no-store');
        return { save_url: await googleWalletSaveLink(ctx, req.ip, input) };
      },
      { config: orderRateLimit(ctx) },
    ),
  ];
});
