/** Backend info (GET /api/anon/info, details for super admins) and the client error log (POST /api/jslog). */
import { z } from 'zod';
import { redactForLog, redactText, redactUrl } from '../redact';

/**
 * What anyone may know of the running server: its name and version, and how long it keeps the audit
 * trail (the privacy page states it); nothing that helps an attack.
 */
export const BackendInfo = z.object({
  name: z.string(),
  version: z.string(),
  audit_keep_days: z.number().int(),
});
export type BackendInfo = z.infer<typeof BackendInfo>;

/** The running server in detail, for super admins: runtime, database, mail, environment and build. */
export const BackendDetails = BackendInfo.extend({
  node_version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  mail: z.enum(['smtp', 'outbox']),
  environment: z.string(),
  started_at: z.string(),
  jwt_token_duration_minutes: z.number(),
  /** The server's build: commit, branch and time ('unbekannt' where the build did not record them). */
  commit: z.string(),
  branch: z.string(),
  build_date: z.string(),
});
export type BackendDetails = z.infer<typeof BackendDetails>;

/** The health answer a load balancer probes: this instance is up and reaches the database. */
export const Health = z.object({ status: z.literal('ok') });
export const HEALTH_TEXTS = { noDatabase: 'Die Datenbank ist nicht erreichbar.' } as const;

const cut = z.string().transform(redactText);

/** A client error report; redacted (tokens, codes, e-mails) and cut at 10240 characters (docs/product.md#limits). */
export const ClientErrorLog = z.object({
  url: z.string().transform(redactUrl),
  message: cut.optional(),
  stack: cut.optional(),
  params: z
    .unknown()
    .optional()
    .transform((v) => redactForLog(v)),
});
export type ClientErrorLog = z.input<typeof ClientErrorLog>;
