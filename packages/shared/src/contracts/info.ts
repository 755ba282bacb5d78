/** What the running backend is (the app info page and the admin sidebar). */
import { defineEndpoints } from '../endpoint';
import { BackendInfo, Health } from '../schemas/info';

export const info = defineEndpoints('info', {
  backend: {
    method: 'GET',
    path: '/anon/info',
    response: BackendInfo,
    summary: 'Name, version, database, mail mode and environment of the running backend.',
  },
  health: {
    method: 'GET',
    path: '/anon/health',
    response: Health,
    summary: 'For load balancers: 200 when this instance answers and reaches its database, else 503.',
  },
});
