/** The own signed-in devices: list them, end one, end all ('Überall abmelden'). */
import { defineEndpoints } from '../endpoint';
import { OkResponse } from '../schemas/account';
import { EndSessionRequest, StaffSessionList } from '../schemas/auth-sessions';

export const authSessions = defineEndpoints('auth', {
  listSessions: {
    method: 'GET',
    path: '/a/auth/sessions',
    capability: 'signIn.own',
    response: StaffSessionList,
    summary: 'The own sessions that have not ended: device, network, since when, last seen; this one marked.',
  },
  endSession: {
    method: 'POST',
    path: '/a/auth/sessions/end',
    capability: 'signIn.own',
    request: EndSessionRequest,
    response: OkResponse,
    summary: "Ends one own session at once (another user's session is not found).",
  },
  endAllSessions: {
    method: 'POST',
    path: '/a/auth/sessions/end_all',
    capability: 'signIn.own',
    response: OkResponse,
    summary: 'Ends every own session at once, this one included.',
  },
});
