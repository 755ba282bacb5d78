/** 'Hintergrundaufgaben': background jobs that failed after all retries. */
import { jobs } from '@ausweis/shared/contracts/jobs';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

export const useFailedJobs = () => useQuery(endpointQuery(jobs.failed, undefined));
