/** The Fastify instance itself: logging, body limit, zod compilers, German framework errors, proxies. */
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from '../http/error-handler';
import { errorSerializer, requestSerializer } from '../http/logging';
import { decorateRequestContext } from '../http/request-context';

/** Fastify's compiler factories giving zod's compilers (typed for ajv's JSON schemas, hence the cast). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export function createFastify(
  config: Config,
  { logger, onRoute }: { logger: boolean; onRoute?: (route: RouteOptions) => void },
): FastifyInstance {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: { req: requestSerializer, err: errorSerializer } }
      : false,
    bodyLimit: 1024 * 1024,
    // Every route validates and serialises with zod (the compilers set below), so Fastify's default
    // JSON-schema compilers (ajv, fast-json-stringify) are never used: not loading them saves a good
    // part of the start-up time.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // What Node's parser and Fastify's router refuse before a route runs, answered in German.
    frameworkErrors,
    clientErrorHandler,
    // Only the configured number of proxies in front of us may name the client address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateRequestContext(app);
  installErrorHandler(app);
  return app;
}
