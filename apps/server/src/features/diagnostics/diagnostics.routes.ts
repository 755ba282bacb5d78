import { APP_NAME, APP_VERSION } from '@ausweis/shared/constants';
import { diagnostics } from '@ausweis/shared/contracts/diagnostics';
import { info } from '@ausweis/shared/contracts/info';
import { HEALTH_TEXTS } from '@ausweis/shared/schemas/info';
import { sql } from 'drizzle-orm';
import { clientErrorLogs } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import { serverBuild } from '../../platform/server-build';

const JSLOG_BODY_LIMIT = 64 * 1024;
const JSLOG_PER_MINUTE = 30;

export const diagnosticsRoutes = endpointRoutes((ctx) => [
  // Public: name, version and the trail's period (the privacy page states it); what runs where, since
  // when and from which commit is for super admins.
  route(info.backend, () => ({
    name: APP_NAME,
    version: APP_VERSION,
    audit_keep_days: ctx.config.auditKeepDays,
  })),
  route(info.details, async () => ({
    name: APP_NAME,
    version: APP_VERSION,
    audit_keep_days: ctx.config.auditKeepDays,
    node_version: process.version,
    database: ctx.dbKind,
    mail: ctx.mail.mode,
    environment: ctx.config.production ? 'production' : 'development',
    started_at: ctx.startedAt.toISOString(),
    jwt_token_duration_minutes: ctx.config.jwtTokenDurationMinutes,
    ...(await serverBuild()),
  })),
  route(info.health, async () => {
    await ctx.db.execute(sql`select 1`).catch(() => {
      throw new AppError(503, 'UNAVAILABLE', HEALTH_TEXTS.noDatabase);
    });
    return { status: 'ok' as const };
  }),
  route(
    diagnostics.jslog,
    async ({ input, req, reply }) => {
      const { url, message, stack, params } = input;
      await ctx.db.insert(clientErrorLogs).values({
        url,
        message: message ?? null,
        stack: stack ?? null,
        params: params === undefined ? null : params,
        user_agent: (req.headers['user-agent'] ?? '').slice(0, 500),
      });
      return reply.status(204).send();
    },
    {
      bodyLimit: JSLOG_BODY_LIMIT,
      config: { rateLimit: { max: JSLOG_PER_MINUTE, timeWindow: '1 minute' } },
    },
  ),
]);
