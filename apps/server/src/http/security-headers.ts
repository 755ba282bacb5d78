/**
 * Helmet's security headers, computed once at start-up and set by one hook. @fastify/helmet built
 * helmet's whole middleware anew on every request (options parsed, CSP string joined), which cost small
 * JSON answers such as the public product info more than half their throughput. With no
 * per-request parts (no CSP nonces), the headers are the same for every answer, so helmet itself
 * computes them once here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options (names in lower case). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the security headers on every answer, also 404s and errors (an onRequest hook at the root). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
