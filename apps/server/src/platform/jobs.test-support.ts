import { type Jobs, type JobsOptions, startingJobs } from './jobs';

/** Starts pg-boss on the database (creating or migrating its schema `pgboss` under its own lock). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const jobs = startingJobs(options);
  await jobs.started;
  return jobs;
}
