/** The staff card endpoints of the selected tenant (SPEC §7 Cards); file exports live in card-files. */
import { API } from '@ausweis/shared/api-paths';
import { can } from '@ausweis/shared/permissions';
import { CardDetails, CardImageQuery, CardRef } from '@ausweis/shared/schemas/cards';
import { CardListRow, FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { paged } from '@ausweis/shared/schemas/pagination';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { readMultipart } from '../../http/multipart';
import { authOf, subjectOf, tenantOf } from '../../http/request-context';
import { registerCardActions } from './card-actions.routes';
import { type CardViewer, getCardDetails } from './card-details.service';
import { cardPhoto } from './card-image.service';
import { type CardEditor, updateCard } from './card-update.service';
import { findCards } from './cards.service';

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

/** The archive is for super admins only (SPEC §6 'Archive toggle'). */
function assertArchiveAllowed(req: FastifyRequest, fromArchive: boolean): void {
  if (fromArchive && !can(subjectOf(req), 'cards.superadmin')) throw forbidden();
}

export const cardsRoutes: FeatureRoutes = {
  t(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `/api${API.cards.find}`,
      { schema: { body: FindCardsRequest, response: { 200: paged(CardListRow) } } },
      (req) => {
        assertArchiveAllowed(req, req.body.use_archive);
        return findCards(ctx.db, tenantOf(req).id, req.body);
      },
    );
    r.get(
      `/api${API.cards.details}`,
      { schema: { querystring: CardRef, response: { 200: CardDetails } } },
      (req) => {
        assertArchiveAllowed(req, req.query.from_archive);
        return getCardDetails(
          ctx.db,
          tenantOf(req).id,
          req.query.order_id,
          req.query.from_archive,
          viewerOf(req),
        );
      },
    );
    r.get(`/api${API.cards.image}`, { schema: { querystring: CardImageQuery } }, async (req, reply) => {
      const q = req.query;
      assertArchiveAllowed(req, q.from_archive);
      const photo = await cardPhoto(ctx, tenantOf(req).id, q.order_id, {
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
    });
    r.post(`/api${API.cards.update}`, { schema: { response: { 200: CardDetails } } }, async (req) =>
      updateCard(ctx, tenantOf(req).id, editorOf(req), await readMultipart(req)),
    );
    registerCardActions(app, ctx);
  },
};
