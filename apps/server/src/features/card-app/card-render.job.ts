/**
 * Drawing a smartphone card as a job (issue 13): when an order is paid or its card changes, any
 * instance draws the card and keeps it in the file store, so the card app's first load only reads it.
 * The card app still draws a card it does not find (a job not yet run, a file lost).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loadCardRecords } from '../../db/card-records';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { jobQueue } from '../../platform/jobs';
import { renderedCard } from '../card-drawing/public';

export const CARD_RENDER_QUEUE = jobQueue<{ orderId: number }>('card-render', {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/** Queues the drawing of the order's card in the caller's transaction (smartphone cards only). */
export async function queueCardRender(ctx: Pick<AppContext, 'jobs'>, tx: Tx, orderId: number): Promise<void> {
  await ctx.jobs.send(CARD_RENDER_QUEUE, { orderId }, { db: tx });
}

/** Queues the drawing of many orders' cards at once (a class-list import, when it ends). */
export async function queueCardRenders(ctx: Pick<AppContext, 'jobs'>, orderIds: number[]): Promise<void> {
  await ctx.jobs.sendMany(
    CARD_RENDER_QUEUE,
    orderIds.map((orderId) => ({ orderId })),
  );
}

export function workCardRenders(ctx: AppContext): Promise<void> {
  return ctx.jobs.work(
    CARD_RENDER_QUEUE,
    async ({ data }) => {
      // Across tenants: the job names the order by id (a live smartphone card that still has its data).
      const [rec] = await loadCardRecords(
        ctx.db,
        orders,
        and(eq(orders.id, data.orderId), eq(orders.is_online, true), isNull(orders.data_deleted_at)),
      );
      if (rec) await renderedCard(ctx, orders, rec);
    },
    { batchSize: 5 },
  );
}
