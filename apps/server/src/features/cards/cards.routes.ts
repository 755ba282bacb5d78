/** The staff card endpoints of the selected tenant (docs/product.md#api Cards); file exports live in card-files. */
import { cards } from '@ausweis/shared/contracts/cards';
import { tenantOverview as overview } from '@ausweis/shared/contracts/tenant-overview';
import { can } from '@ausweis/shared/permissions';
import type { FastifyRequest } from 'fastify';
import { requireAccessOf, tenantAccessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, scopeOf, subjectOf } from '../../http/request-context';
import { cardActionRoutes } from './card-actions.routes';
import { type CardViewer, getCardDetails } from './card-details.service';
import { cardPhoto } from './card-image.service';
import { assertArchiveAllowed, cardRecord } from './card-lookup';
import { type CardEditor, updateCard } from './card-update.service';
import { cardProducts, findCards } from './cards.service';
import { tenantOverview } from './tenant-overview.service';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const viewerOf = (req: FastifyRequest): CardViewer => ({
  superAdmin: can(subjectOf(req), 'cards.superadmin'),
  subject: subjectOf(req),
});

const editorOf = (req: FastifyRequest): CardEditor => ({
  ...viewerOf(req),
  userId: authOf(req).id,
  editRestricted: can(subjectOf(req), 'cards.editRestricted'),
});

/** The tenant family's card routes (logged in, member, cards.manage) with the card actions. */
export const cardsRoutes = endpointRoutes((ctx) => [
  route(cards.find, ({ input, req }) => {
    assertArchiveAllowed(req, input.use_archive);
    return findCards(ctx.db, scopeOf(req), input);
  }),
  route(cards.products, ({ req }) => cardProducts(ctx.db, scopeOf(req))),
  route(overview.get, ({ req }) => tenantOverview(ctx.db, scopeOf(req), can(subjectOf(req), 'cards.import'))),
  route(cards.details, async ({ input, req }) => {
    assertArchiveAllowed(req, input.from_archive);
    await requireAccessOf(ctx.db, req, cardRecord(input.from_archive), 'read', input.order_id);
    return getCardDetails(ctx.db, scopeOf(req), input.order_id, input.from_archive, viewerOf(req));
  }),
  route(cards.image, async ({ input, req, reply }) => {
    assertArchiveAllowed(req, input.from_archive);
    const record = cardRecord(input.from_archive);
    await requireAccessOf(ctx.db, req, record, 'read', input.order_id, 'card.photo_viewed');
    const photo = await cardPhoto(ctx, scopeOf(req), input.order_id, {
      fromArchive: input.from_archive,
      thumb: input.thumb,
    });
    // The URL carries the photo's hash: with the current hash it never changes, so the browser keeps it.
    const cache =
      input.hash === photo.sha256 ? `private, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-cache';
    return reply
      .header('Content-Type', photo.mime)
      .header('Cache-Control', cache)
      .header('ETag', `"${photo.sha256}${input.thumb ? '-thumb' : ''}"`)
      .send(photo.bytes);
  }),
  route(cards.update, ({ input, files, req }) =>
    updateCard(ctx, tenantAccessorOf(req), editorOf(req), { values: input, files }),
  ),
  ...cardActionRoutes(ctx),
]);
