/** What the running backend is (the app info page and the admin sidebar). */
import { defineEndpoints } from '../endpoint';
import { BackendInfo } from '../schemas/info';

export const info = defineEndpoints('info', {
  backend: {
    method: 'GET',
    path: '/anon/info',
    response: BackendInfo,
    summary: 'Name, version, database, mail mode and environment of the running backend.',
  },
});
