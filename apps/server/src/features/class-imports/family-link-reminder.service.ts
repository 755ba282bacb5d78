/**
 * The one reminder of a families' import (docs/product.md#class-import): a link not ordered yet and not
 * expired gets one mail once its import's `remind_days` have passed since it was sent. Never twice,
 * also with two instances and re-runs: one UPDATE … WHERE reminded_at IS NULL … RETURNING claims the
 * links (a second run's statement waits for the first's row locks and then finds them claimed), and the
 * claim, the links' new tokens and the mails commit together. The first mail's link stays valid
 * next to the reminder's (replaceOrderLinkToken keeps it).
 */
import { groupBy } from '@ausweis/shared/group-by';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { classImports, orderLinks } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { germanIsoDate } from '../../platform/german-date';
import { findTenantProduct, replaceOrderLinkToken } from '../ordering/public';
import { queueFamilyLinkMail } from './family-link-writer';
import { openImportLink } from './open-links';

export const FAMILY_REMINDER_BATCH = 200;

type ReminderContext = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** Claims one batch of due links and mails each; answers how many were claimed. */
async function remindBatch(ctx: ReminderContext, tx: Tx, now: Date): Promise<number> {
  const l = orderLinks;
  // Across tenants: the due links of every tenant, each joined to its own tenant's import.
  const due = tx
    .select({ id: l.id })
    .from(l)
    .innerJoin(
      classImports,
      and(eq(classImports.id, l.class_import_id), eq(classImports.tenant_id, l.tenant_id)),
    )
    .where(
      and(
        isNull(l.reminded_at),
        openImportLink(now),
        gt(classImports.remind_days, 0),
        sql`${l.sent_at} <= ${now.toISOString()}::timestamptz - make_interval(days => ${classImports.remind_days})`,
      ),
    )
    .orderBy(l.id)
    .limit(FAMILY_REMINDER_BATCH)
    .for('update', { of: l, skipLocked: true });
  // Across tenants: the daily reminder claims the due links of every tenant; each mail names its own.
  const claimed = await tx
    .update(l)
    .set({ reminded_at: now.toISOString() })
    .where(and(inArray(l.id, due), isNull(l.reminded_at), isNull(l.used_at)))
    .returning();
  const byProduct = groupBy(claimed, (c) => c.tenant_product_id);
  for (const [productId, links] of byProduct) {
    const first = links[0];
    if (!first) continue;
    const scope = tenantScope(first.tenant_id);
    const found = await findTenantProduct(tx, scope, productId);
    // A product that can no longer be ordered: the claim stands, a mail would lead nowhere.
    if (!found || found.refused) continue;
    for (const link of links) {
      // The first mail's link keeps working: families click whichever mail they find.
      const token = await replaceOrderLinkToken(tx, scope, link.id, link.expires_at, 'current');
      await queueFamilyLinkMail(ctx, tx, found.op, {
        person: link,
        token,
        lastDay: germanIsoDate(new Date(new Date(link.expires_at).getTime() - 1)),
        hasPhoto: link.photo_file_id !== null,
        kind: 'reminder',
      });
    }
  }
  return claimed.length;
}

/** Sends the reminders due at `now`; answers how many went out. */
export async function runFamilyLinkReminders(ctx: ReminderContext, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await ctx.db.transaction((tx) => remindBatch(ctx, tx, now));
    total += count;
    if (count < FAMILY_REMINDER_BATCH) return total;
  }
}
