/**
 * Routes from the shared endpoint contracts (shared/endpoint.ts): the contract's method, path,
 * schemas and capability become the Fastify route, in the route family its path belongs to (the
 * family's guards run first). A handler receives the validated request: the JSON body of a POST, the
 * query of a GET or DELETE.
 */
import {
  type Endpoint,
  FAMILY_PREFIXES,
  type FamilyName,
  type ParamsOf,
  type RequestOf,
} from '@ausweis/shared/endpoint';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { FeatureRoutes } from './families';
import { requireCapability } from './guards';

/** What a handler may answer: the response schema's input (serialised by it), or the reply itself. */
export type HandlerResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : unknown;

export type EndpointHandler<E extends Endpoint> = (
  request: RequestOf<E>,
  req: FastifyRequest & { params: ParamsOf<E> },
  reply: FastifyReply,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Route options beyond the contract: rate limits (config), body size, extra hooks, and `compress: false`
 * for an answer sent precompressed (http/cached-body.ts).
 */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preHandler' | 'compress'
>;

export interface EndpointRoute {
  endpoint: Endpoint;
  register(app: FastifyInstance): void;
}

/** The zod validator, except for the body of a multipart form (read by the handler instead). */
const multipartValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

const fastifyPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The route of one contract. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): EndpointRoute {
  const inBody = endpoint.method === 'POST';
  return {
    endpoint,
    register(app) {
      const extra = [options.onRequest ?? []].flat();
      app.route({
        method: endpoint.method,
        url: fastifyPath(endpoint.path),
        config: options.config,
        bodyLimit: options.bodyLimit,
        ...(options.compress === undefined ? {} : { compress: options.compress }),
        preHandler: options.preHandler,
        // A multipart form's body schema is for the OpenAPI document: the handler reads the form
        // against it (http/multipart.ts parseMultipart), the body parser does not.
        ...(endpoint.multipart
          ? { validatorCompiler: multipartValidator as FastifySchemaCompiler<unknown> }
          : {}),
        onRequest: endpoint.capability ? [requireCapability(endpoint.capability), ...extra] : extra,
        schema: {
          operationId: endpoint.name,
          summary: endpoint.summary,
          tags: [endpoint.name.split('.')[0] as string],
          ...(endpoint.request
            ? inBody
              ? { body: endpoint.request }
              : { querystring: endpoint.request }
            : {}),
          ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
          ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
        },
        handler: (req, reply) =>
          handler(
            (inBody ? req.body : req.query) as RequestOf<E>,
            req as FastifyRequest & { params: ParamsOf<E> },
            reply,
          ),
      });
    },
  };
}

const FAMILY_NAMES = Object.keys(FAMILY_PREFIXES) as FamilyName[];

/** A feature's routes from its contracts, each registered in its family (see registerFamilies). */
export function endpointRoutes(build: (ctx: AppContext) => EndpointRoute[]): FeatureRoutes {
  const built = new WeakMap<AppContext, EndpointRoute[]>();
  const routesOf = (ctx: AppContext) => {
    let routes = built.get(ctx);
    if (!routes) {
      routes = build(ctx);
      built.set(ctx, routes);
    }
    return routes;
  };
  const feature: FeatureRoutes = {};
  for (const family of FAMILY_NAMES) {
    feature[family] = (app, ctx) => {
      for (const r of routesOf(ctx)) if (r.endpoint.family === family) r.register(app);
    };
  }
  return feature;
}
