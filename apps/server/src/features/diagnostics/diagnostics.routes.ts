import { API } from '@ausweis/shared/api-paths';
import { APP_NAME, APP_VERSION } from '@ausweis/shared/constants';
import { BackendInfo, ClientErrorLog } from '@ausweis/shared/schemas/info';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorLogs } from '../../db/schema/index';
import type { FeatureRoutes } from '../../http/families';

const JSLOG_BODY_LIMIT = 64 * 1024;
const JSLOG_PER_MINUTE = 30;

export const diagnosticsRoutes: FeatureRoutes = {
  anon(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(`/api${API.info}`, { schema: { response: { 200: BackendInfo } } }, async () => ({
        name: APP_NAME,
        version: APP_VERSION,
        node_version: process.version,
        database: ctx.dbKind,
        mail: ctx.mail.mode,
        environment: ctx.config.production ? 'production' : 'development',
        started_at: ctx.startedAt.toISOString(),
        jwt_token_duration_minutes: ctx.config.jwtTokenDurationMinutes,
      }));
  },
  jslog(app, ctx) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api${API.jslog}`,
      {
        bodyLimit: JSLOG_BODY_LIMIT,
        schema: { body: ClientErrorLog },
        config: { rateLimit: { max: JSLOG_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req, reply) => {
        const { url, message, stack, params } = req.body;
        await ctx.db.insert(clientErrorLogs).values({
          url,
          message: message ?? null,
          stack: stack ?? null,
          params: params === undefined ? null : params,
          user_agent: (req.headers['user-agent'] ?? '').slice(0, 500),
        });
        return reply.status(204).send();
      },
    );
  },
};
