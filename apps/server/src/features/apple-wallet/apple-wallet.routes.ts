/**
 * Apple Wallet routes (contracts/apple-wallet.ts) in the anon family: the holder's pass download (JSON or
 * an HTML form with the three codes, so that Safari opens the pass itself) and Apple's pass web service
 * below webServiceURL, where each pass proves itself with its token.
 */
import { appleWallet } from '@ausweis/shared/contracts/apple-wallet';
import { APPLE_PASS_MIME } from '@ausweis/shared/schemas/wallet-texts';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { applePasses, applePassRegistrations } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoints';
import type { FeatureRoutes } from '../../http/families';
import { acceptForms } from '../../http/forms';
import { orderRateLimit } from '../../http/rate-limit';
import {
  appleConfig,
  checkPassToken,
  currentPass,
  holderPass,
  type PassRow,
  passFile,
  passRow,
} from './apple-wallet.service';

const sendPass = (reply: FastifyReply, file: Buffer) =>
  reply
    .header('Content-Type', APPLE_PASS_MIME)
    .header('Content-Disposition', 'attachment; filename="ausweis.pkpass"')
    .send(file);

/** The pass of a web service call: the configured pass type, a known serial and its token (else 401). */
async function authorisedPass(
  ctx: AppContext,
  params: { pass_type_id: string; serial_number: string },
  authorization: string | undefined,
): Promise<PassRow> {
  const cfg = appleConfig(ctx);
  checkPassToken(ctx, params.serial_number, authorization);
  const row = params.pass_type_id === cfg.passTypeId ? await passRow(ctx, params.serial_number) : null;
  if (!row) throw notFound('Diesen Wallet-Pass gibt es nicht.');
  return row;
}

/** Whole seconds: HTTP dates have no finer grain. */
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function serviceRoutes(ctx: AppContext) {
  return [
    route(appleWallet.register, async ({ input, req, reply }) => {
      const row = await authorisedPass(ctx, req.params, req.headers.authorization);
      const [added] = await ctx.db
        .insert(applePassRegistrations)
        .values({
          device_id: req.params.device_id,
          serial_number: row.serial_number,
          push_token: input.pushToken,
        })
        .onConflictDoNothing()
        .returning({ device_id: applePassRegistrations.device_id });
      if (!added)
        await ctx.db
          .update(applePassRegistrations)
          .set({ push_token: input.pushToken })
          .where(registrationOf(req.params.device_id, row.serial_number));
      return reply.code(added ? 201 : 200).send();
    }),
    route(appleWallet.unregister, async ({ req, reply }) => {
      const row = await authorisedPass(ctx, req.params, req.headers.authorization);
      await ctx.db
        .delete(applePassRegistrations)
        .where(registrationOf(req.params.device_id, row.serial_number));
      return reply.code(200).send();
    }),
    route(appleWallet.serials, async ({ input, req, reply }) => {
      const cfg = appleConfig(ctx);
      if (req.params.pass_type_id !== cfg.passTypeId) return reply.code(204).send();
      // Only this device's passes, each brought up to its card.
      const rows = await ctx.db
        .select({ pass: applePasses })
        .from(applePassRegistrations)
        .innerJoin(applePasses, eq(applePasses.serial_number, applePassRegistrations.serial_number))
        .where(eq(applePassRegistrations.device_id, req.params.device_id));
      const since = Number(input.passesUpdatedSince ?? 0) || 0;
      const passes = [];
      for (const { pass } of rows) passes.push((await currentPass(ctx, pass)).row);
      const updated = passes.filter((p) => new Date(p.modified_at).getTime() > since);
      if (updated.length === 0) return reply.code(204).send();
      const last = Math.max(...passes.map((p) => new Date(p.modified_at).getTime()));
      return { serialNumbers: updated.map((p) => p.serial_number), lastUpdated: String(last) };
    }),
    route(appleWallet.latest, async ({ req, reply }) => {
      const row = await authorisedPass(ctx, req.params, req.headers.authorization);
      const { row: current, card } = await currentPass(ctx, row);
      const modified = seconds(current.modified_at);
      reply
        .header('Last-Modified', new Date(modified * 1000).toUTCString())
        .header('Cache-Control', 'no-cache');
      const since = Date.parse(req.headers['if-modified-since'] ?? '');
      if (Number.isFinite(since) && modified <= since / 1000) return reply.code(304).send();
      return sendPass(reply, await passFile(ctx, current, card));
    }),
    route(appleWallet.log, ({ input, req, reply }) => {
      // Only the count: the messages may name passes and devices.
      req.log.info({ entries: input.logs.length }, 'apple wallet log');
      return reply.code(200).send();
    }),
  ];
}

const registrationOf = (deviceId: string, serial: string) =>
  and(eq(applePassRegistrations.device_id, deviceId), eq(applePassRegistrations.serial_number, serial));

export const appleWalletRoutes: FeatureRoutes = {
  anon(app, ctx) {
    // The download also takes an HTML form (Safari opens a pass it navigated to), in its own scope so
    // that no other anonymous route takes forms.
    app.register(async (scope) => {
      acceptForms(scope);
      route(
        appleWallet.pass,
        async ({ input, req, reply }) => {
          reply.header('Cache-Control', 'no-store');
          return sendPass(reply, await holderPass(ctx, req.ip, input));
        },
        { config: orderRateLimit(ctx, 4 * ctx.config.orderRateLimitPerMinute) },
      ).register(scope);
    });
    for (const r of serviceRoutes(ctx)) r.register(app);
  },
};
