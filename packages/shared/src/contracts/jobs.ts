/** Background jobs: what failed for good, for super admins. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { FailedJob } from '../schemas/jobs';

export const jobs = defineEndpoints('jobs', {
  failed: {
    method: 'GET',
    path: '/a/sad/jobs/failed',
    capability: 'jobs.view',
    response: z.array(FailedJob),
    summary: 'The newest 50 background jobs that failed after all their retries.',
  },
});
