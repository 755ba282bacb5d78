/**
 * What works on requests around their route: compression, the rate limits' store, multipart limits,
 * the audit trail's writes after the response.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerAuditTrail } from '../http/audit-trail';
import { registerCompression } from '../http/compression';
import { MULTIPART_LIMITS } from '../http/multipart';
import { postgresRateLimitStore } from '../http/rate-limit-store';

export async function registerRequestPlugins(
  app: FastifyInstance,
  database: Database,
  namespace: string,
): Promise<void> {
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL all instances count together; PGlite means one process, so memory does.
    store: database.kind === 'postgres' ? postgresRateLimitStore(database.db, namespace) : undefined,
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    }),
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  registerAuditTrail(app, database.db);
}
