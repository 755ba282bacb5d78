/** Which login limiter an app gets: shared counters on PostgreSQL, memory with PGlite (one process). */
import type { Database } from '../db/client';
import { createMemoryLoginLimiter, type LoginLimiter, type LoginLimits } from './login-limiter';
import { createPostgresLoginLimiter } from './login-limiter-postgres';

export const createLoginLimiter = (
  database: Database,
  namespace: string,
  limits: LoginLimits,
): LoginLimiter =>
  database.kind === 'postgres'
    ? createPostgresLoginLimiter(database.db, limits, namespace)
    : createMemoryLoginLimiter(limits);
