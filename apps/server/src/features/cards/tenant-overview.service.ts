/**
 * The school's overview (docs/product.md#screens dashboard): each card count is the card list's own
 * count under the tile's preset filters (shared schemas/tenant-overview.ts), so the number and the list
 * the tile opens agree; each is capped like the list's total and read from an index of this tenant's
 * rows (validated: orders_tenant_to_validate_idx, validity: orders_tenant_valid_to_idx, date:
 * orders_tenant_created_at_idx), so it costs the same at a million cards and with every tenant's rows.
 */
import { TOTAL_COUNT_CAP } from '@ausweis/shared/constants';
import { OVERVIEW_CARD_FILTERS, type TenantOverview } from '@ausweis/shared/schemas/tenant-overview';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../db/tenant-scope';
import { findPage } from '../../http/paging';
import { openImportLinks } from '../class-imports/public';
import { countPendingPhotos } from '../photo-review/public';
import { cardPageQuery } from './cards.service';

async function cardCount(db: Db, scope: TenantScope, filters: Record<string, string | boolean | null>) {
  const req = {
    filters,
    sorts: [],
    page: 1,
    count: 1,
    with_total: true,
    use_archive: false,
  };
  const { pagination } = await findPage(req, cardPageQuery(db, scope, req));
  return { total: pagination.total, exact: pagination.total_exact };
}

/** The counts of the tenant; the links' only for staff who may open the import page. */
export async function tenantOverview(
  db: Db,
  scope: TenantScope,
  mayImport: boolean,
): Promise<TenantOverview> {
  const [toValidate, expiring, thisWeek, links, photos] = await Promise.all([
    cardCount(db, scope, OVERVIEW_CARD_FILTERS.to_validate),
    cardCount(db, scope, OVERVIEW_CARD_FILTERS.expiring),
    cardCount(db, scope, OVERVIEW_CARD_FILTERS.ordered_this_week),
    mayImport ? openImportLinks(db, scope, TOTAL_COUNT_CAP) : null,
    countPendingPhotos(db, scope, TOTAL_COUNT_CAP),
  ]);
  return {
    to_validate: toValidate,
    expiring,
    ordered_this_week: thisWeek,
    links_not_ordered: links && { total: links.total, exact: links.exact },
    links_import_id: links?.importId ?? null,
    photos_to_review: photos,
  };
}
