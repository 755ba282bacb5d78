/** The own signed-in devices: list, end one, end all. */
import { authSessions } from '@ausweis/shared/contracts/auth-sessions';
import { endpointRoutes, route } from '../../http/endpoints';
import { sessionOf } from '../../http/request-context';
import { originOf } from './account-trail';
import { endAllOwnSessions, endOwnSession, listOwnSessions } from './sessions/sessions.service';

export const sessionRoutes = endpointRoutes((ctx) => [
  route(authSessions.listSessions, async ({ req }) => ({
    sessions: await listOwnSessions(ctx, sessionOf(req)),
  })),
  route(authSessions.endSession, async ({ input, req }) => {
    await endOwnSession(ctx, sessionOf(req), input.session_id, originOf(req));
    return { ok: true as const };
  }),
  route(authSessions.endAllSessions, async ({ req }) => {
    await endAllOwnSessions(ctx, sessionOf(req), originOf(req));
    return { ok: true as const };
  }),
]);
