/** What the running backend is (the app info page; the details also for the admin sidebar). */
import { defineEndpoints } from '../endpoint';
import { BackendDetails, BackendInfo, Health } from '../schemas/info';

export const info = defineEndpoints('info', {
  backend: {
    method: 'GET',
    path: '/anon/info',
    response: BackendInfo,
    summary: 'Name and version of the running backend (public).',
  },
  details: {
    method: 'GET',
    path: '/a/sad/info',
    capability: 'app.details',
    response: BackendDetails,
    summary: 'Runtime, database, mail mode, environment, start time and build of the running backend.',
  },
  health: {
    method: 'GET',
    path: '/anon/health',
    response: Health,
    summary: 'For load balancers: 200 when this instance answers and reaches its database, else 503.',
  },
});
