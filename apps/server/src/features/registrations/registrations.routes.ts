import { registrations } from '@ausweis/shared/contracts/registrations';
import { endpointRoutes, route } from '../../http/endpoints';
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

export const registrationsRoutes = endpointRoutes((ctx) => [
  route(
    registrations.register,
    async ({ input, reply }) => {
      await createRegistration(ctx, input);
      return reply.status(201).send({ message: 'Vielen Dank. Wir bearbeiten Ihre Registrierung.' });
    },
    { config: { rateLimit: { max: REGISTER_PER_HOUR, timeWindow: '1 hour' } } },
  ),
  route(registrations.findNew, () => findNewRegistrations(ctx, NEW_REGISTRATIONS_MAX)),
  route(registrations.find, ({ input }) => findRegistrations(ctx, input)),
  route(registrations.answer, async ({ input, req }) => ({
    answered: await answerRegistrations(ctx, authOf(req).id, input.register_id),
  })),
]);
