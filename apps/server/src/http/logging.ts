/**
 * Request log serializer: logs never carry passwords, tokens or photos. Bodies and headers are not
 * logged at all; query strings are dropped and secret path segments are masked.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/password_create\/)[^/?#]+/, '$1***'],
  [/^(\/email_validate\/)[^/?#]+/, '$1***'],
  [/^(\/card\/[^/]+\/[^/]+\/)[^/]+/, '$1***'],
];

export function safeUrl(url: string): string {
  let pathOnly = url.split('?')[0] ?? '';
  for (const [re, replacement] of SECRET_PATHS) pathOnly = pathOnly.replace(re, replacement);
  return pathOnly;
}

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: safeUrl(req.url),
  remoteAddress: req.ip,
});
