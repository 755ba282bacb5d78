/** Backend info (GET /api/anon/info) and the client error log (POST /api/jslog). */
import { z } from 'zod';
import { LOG_STRING_MAX } from '../constants';

export const BackendInfo = z.object({
  name: z.string(),
  version: z.string(),
  node_version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  mail: z.enum(['smtp', 'outbox']),
  environment: z.string(),
  started_at: z.string(),
  jwt_token_duration_minutes: z.number(),
});
export type BackendInfo = z.infer<typeof BackendInfo>;

const cut = z.string().transform((v) => v.slice(0, LOG_STRING_MAX));

/** Cuts every string inside a JSON value (client params may hold long texts). */
export function cutStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.slice(0, LOG_STRING_MAX);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cutStrings(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutStrings(v, depth + 1)]));
}

/** A client error report; long strings are cut at 10240 characters (SPEC §9). */
export const ClientErrorLog = z.object({
  url: cut,
  message: cut.optional(),
  stack: cut.optional(),
  params: z
    .unknown()
    .optional()
    .transform((v) => cutStrings(v)),
});
export type ClientErrorLog = z.input<typeof ClientErrorLog>;
