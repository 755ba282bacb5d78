/**
 * Routes from the shared endpoint contracts (shared/endpoint.ts): the contract's method, path,
 * schemas and capability become the Fastify route, in the route family its path belongs to (the
 * family's guards run first). A handler receives the validated request: the JSON body of a POST, the
 * query of a GET or DELETE.
 */
import type { Endpoint, FamilyName, ParamsOf, RequestOf } from '@ausweis/shared/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
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

/** Route options beyond the contract: rate limits (config), body size, extra hooks. */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preHandler'
>;

export interface EndpointRoute {
  endpoint: Endpoint;
  register(app: FastifyInstance): void;
}

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
        preHandler: options.preHandler,
        onRequest: endpoint.capability ? [requireCapability(endpoint.capability), ...extra] : extra,
        schema: {
          operationId: endpoint.name,
          summary: endpoint.summary,
          tags: [endpoint.name.split('.')[0] as string],
          // A multipart form is read by the handler (http/multipart.ts), not by the body parser.
          ...(endpoint.request && !endpoint.multipart
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

const FAMILY_NAMES: FamilyName[] = ['anon', 'order', 'jslog', 'a', 't', 'ad', 'sad', 'docs'];

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
