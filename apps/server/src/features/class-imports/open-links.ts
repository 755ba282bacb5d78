/**
 * A families' import's links still open: not ordered, not expired. The reminder (which also needs the
 * import's days) and the dashboard's count ask by this condition; the partial index
 * order_links_open_import_idx holds exactly the import links not ordered.
 */
import { and, gt, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLinks } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** An import's link not ordered and not expired at `now`. */
export const openImportLink = (now: Date): SQL =>
  and(
    isNotNull(orderLinks.class_import_id),
    isNull(orderLinks.used_at),
    gt(orderLinks.expires_at, now.toISOString()),
  ) as SQL;

/** The tenant's open import links (counted up to `cap`, one more tells 'more than') and the newest import with any. */
export async function openImportLinks(db: Db, scope: TenantScope, cap: number) {
  const open = scope.where(orderLinks, openImportLink(new Date()));
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(
    db
      .select({ one: sql`1` })
      .from(orderLinks)
      .where(open)
      .limit(cap + 1)
      .as('open_links'),
  );
  const [newest] = await db
    .select({ importId: max(orderLinks.class_import_id) })
    .from(orderLinks)
    .where(open);
  const n = counted?.n ?? 0;
  return { total: Math.min(n, cap), exact: n <= cap, importId: newest?.importId ?? null };
}
