import { API } from '@ausweis/shared/api-paths';
import { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import { PaginationRequest, paged } from '@ausweis/shared/schemas/pagination';
import { AnswerRegistrationsRequest, RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../../http/families';
import { authOf } from '../../http/request-context';
import {
  answerRegistrations,
  createRegistration,
  findNewRegistrations,
  findRegistrations,
} from './registrations.service';

/** Open registrations are few; the dashboard shows at most this many. */
const NEW_REGISTRATIONS_MAX = 200;
const REGISTER_PER_HOUR = 10;

export const registrationsRoutes: FeatureRoutes = {
  anon(app, ctx) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api${API.registrations.register}`,
      {
        schema: { body: RegistrationRequest },
        config: { rateLimit: { max: REGISTER_PER_HOUR, timeWindow: '1 hour' } },
      },
      async (req, reply) => {
        await createRegistration(ctx, req.body);
        return reply.status(201).send({ message: 'Vielen Dank. Wir bearbeiten Ihre Registrierung.' });
      },
    );
  },
  sad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `/api${API.registrations.findNew}`,
      { schema: { response: { 200: z.array(RegistrationRow) } } },
      () => findNewRegistrations(ctx, NEW_REGISTRATIONS_MAX),
    );
    r.post(
      `/api${API.registrations.find}`,
      { schema: { body: PaginationRequest, response: { 200: paged(RegistrationRow) } } },
      (req) => findRegistrations(ctx, req.body),
    );
    r.post(
      `/api${API.registrations.answer}`,
      { schema: { body: AnswerRegistrationsRequest } },
      async (req) => ({
        answered: await answerRegistrations(ctx, authOf(req).id, req.body.register_id),
      }),
    );
  },
};
