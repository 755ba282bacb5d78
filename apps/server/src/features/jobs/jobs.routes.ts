import { jobs } from '@ausweis/shared/contracts/jobs';
import { endpointRoutes, route } from '../../http/endpoints';

/** 'Hintergrundaufgaben' (super admins): jobs that failed after all retries, without their error texts
 * (those stay in the server log: they may be a library's English). */
export const jobsRoutes = endpointRoutes((ctx) => [
  route(jobs.failed, async () => (await ctx.jobs.failedJobs()).map(({ error: _error, ...job }) => job)),
]);
