/** HTML forms post url-encoded bodies; a scope that takes them reads them as plain objects. */
import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

export function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
