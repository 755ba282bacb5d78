/** The staff card endpoints of the selected tenant (docs/product.md#api Cards); file exports live in card-files. */
import { cards } from '@ausweis/shared/contracts/cards';
import { can } from '@ausweis/shared/permissions';
import { CardUpdateForm } from '@ausweis/shared/schemas/card-edit';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../http/endpoints';
import { parseMultipart } from '../../http/multipart';
import { authOf, scopeOf, subjectOf } from '../../http/request-context';
import { cardActionRoutes } from './card-actions.routes';
import { type CardViewer, getCardDetails } from './card-details.service';
import { cardPhoto } from './card-image.service';
import { assertArchiveAllowed } from './card-lookup';
import { type CardEditor, updateCard } from './card-update.service';
import { cardProducts, findCards } from './cards.service';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const viewerOf = (req: FastifyRequest): CardViewer => ({
  superAdmin: can(subjectOf(req), 'cards.superadmin'),
  editAll: can(subjectOf(req), 'cards.editAll'),
});

const editorOf = (req: FastifyRequest): CardEditor => ({
  ...viewerOf(req),
  userId: authOf(req).id,
  editRestricted: can(subjectOf(req), 'cards.editRestricted'),
});

/** The tenant family's card routes (logged in, member, cards.manage) with the card actions. */
export const cardsRoutes = endpointRoutes((ctx) => [
  route(cards.find, (request, req) => {
    assertArchiveAllowed(req, request.use_archive);
    return findCards(ctx.db, scopeOf(req), request);
  }),
  route(cards.products, (_request, req) => cardProducts(ctx.db, scopeOf(req))),
  route(cards.details, (request, req) => {
    assertArchiveAllowed(req, request.from_archive);
    return getCardDetails(ctx.db, scopeOf(req), request.order_id, request.from_archive, viewerOf(req));
  }),
  route(cards.image, async (q, req, reply) => {
    assertArchiveAllowed(req, q.from_archive);
    const photo = await cardPhoto(ctx, scopeOf(req), q.order_id, {
      fromArchive: q.from_archive,
      thumb: q.thumb,
    });
    // The URL carries the photo's hash: with the current hash it never changes, so the browser keeps it.
    const cache =
      q.hash === photo.sha256 ? `private, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-cache';
    return reply
      .header('Content-Type', photo.mime)
      .header('Cache-Control', cache)
      .header('ETag', `"${photo.sha256}${q.thumb ? '-thumb' : ''}"`)
      .send(photo.bytes);
  }),
  route(cards.update, async (_request, req) => {
    const form = await parseMultipart(req, CardUpdateForm, { files: ['image_file'] });
    return updateCard(ctx, scopeOf(req), editorOf(req), form);
  }),
  ...cardActionRoutes(ctx),
]);
