/**
 * Routes from the shared endpoint contracts (shared/endpoint.ts): the contract's method, path,
 * schemas and capability become the Fastify route, in the route family its path belongs to (the
 * family's guards run first). A handler receives one request object (EndpointRequest): the validated
 * input (the JSON body of a POST, the query of a GET or DELETE, the text fields of a multipart form),
 * a multipart form's files, the Fastify request and the reply.
 */
import {
  type Endpoint,
  FAMILY_PREFIXES,
  type FamilyName,
  type FileFieldOf,
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
import { AppError } from './app-error';
import type { FeatureRoutes } from './families';
import { requireCapability } from './guards';
import { parseMultipart, type UploadedFile } from './multipart';

/** What a handler may answer: the response schema's input (serialised by it), or the reply itself. */
export type HandlerResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : unknown;

/** What a handler receives, in one object. */
export interface EndpointRequest<E extends Endpoint> {
  /** The validated input: the JSON body of a POST, the query of a GET or DELETE, a form's text fields. */
  input: RequestOf<E>;
  /** A multipart form's files by the contract's field names (an empty file is left out). */
  files: Partial<Record<FileFieldOf<E>, UploadedFile>>;
  /** The Fastify request: path parameters, the guards' auth and tenant, the logger. */
  req: FastifyRequest & { params: ParamsOf<E> };
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Route options beyond the contract: rate limits (config), body size, extra hooks, and `compress: false`
 * for an answer sent precompressed (http/cached-body.ts).
 */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preHandler' | 'compress'
> & {
  /** A multipart endpoint's own answer to a refused form (e.g. a photo too large is a bad photo). */
  formError?: (err: AppError) => AppError;
};

export interface EndpointRoute {
  endpoint: Endpoint;
  register(app: FastifyInstance): void;
}

/** The zod validator, except for the body of a multipart form (read against the contract below). */
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
        // A multipart form is read against the contract's schema and file fields before the handler
        // (http/multipart.ts parseMultipart), not by the body parser.
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
        handler: async (req, reply) => {
          const form = endpoint.multipart ? await readForm(endpoint, req, options.formError) : null;
          return handler({
            input: (form ? form.values : inBody ? req.body : req.query) as RequestOf<E>,
            files: form?.files ?? {},
            req: req as FastifyRequest & { params: ParamsOf<E> },
            reply,
          });
        },
      });
    },
  };
}

/** A multipart endpoint's form, parsed against its contract (text fields and file fields). */
async function readForm(endpoint: Endpoint, req: FastifyRequest, formError: EndpointOptions['formError']) {
  const { files, fileSize } = endpoint.multipart ?? { files: [] };
  try {
    return await parseMultipart(req, endpoint.request as z.ZodType, { files, fileSize });
  } catch (err) {
    if (formError && err instanceof AppError) throw formError(err);
    throw err;
  }
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
