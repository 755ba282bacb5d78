/**
 * The OpenAPI document of every endpoint, built from the same zod schemas the routes validate with
 * (@fastify/swagger with fastify-type-provider-zod's transform), at GET /api/docs for super admins.
 * API_DOCS=0 leaves it out (and the collecting of routes with it).
 */
import { familyOfPath } from '@ausweis/shared/endpoint';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from './families';

export const API_DOCS_PATH = '/api/docs';

const PUBLIC_FAMILIES = new Set(['anon', 'order', 'jslog']);

/** Collects the routes registered after it; call before the route families. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ausweisportal API',
        version: '1',
        description:
          'Every endpoint below /api with its request and response schemas. Staff endpoints need a bearer token (POST /api/anon/auth/login); tenant endpoints the header X-Tenant-Id.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const family = familyOfPath(input.url.replace(/^\/api/, ''));
      if (family && !PUBLIC_FAMILIES.has(family)) {
        return { ...out, schema: { ...out.schema, security: [{ bearer: [] }] } };
      }
      return out;
    },
  });
}

/** GET /api/docs: the document as JSON (family 'docs': super admins). */
export const apiDocsRoutes: FeatureRoutes = {
  docs(app) {
    app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
};
