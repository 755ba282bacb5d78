/**
 * The school's overview on the dashboard (docs/product.md#screens dashboard): counts that lead to
 * filtered lists. Each card count is the card list's count under a preset of its filters (defined
 * once here: the server counts with it, the tile opens the list with it).
 */
import { z } from 'zod';
import { EXPIRES_SOON_DAYS } from '../constants';
import type { CardListFilters } from './dashboard';

/** The card list's filters of each card tile (every flag filter set, so remembered ones do not mix in). */
export const OVERVIEW_CARD_FILTERS = {
  to_validate: { is_payed: true, is_delete: false, online_ready: null, validated: false },
  expiring: { is_payed: true, is_delete: false, online_ready: null, expires_soon: true },
  ordered_this_week: { is_payed: true, is_delete: false, online_ready: null, ordered_this_week: true },
} as const satisfies Record<string, CardListFilters>;
export type OverviewCardTile = keyof typeof OVERVIEW_CARD_FILTERS;

export const isOverviewCardTile = (v: string | null): v is OverviewCardTile =>
  v !== null && Object.hasOwn(OVERVIEW_CARD_FILTERS, v);

/** A count; `exact` false: more than `total` (the card list stops counting at its cap). */
export const OverviewCount = z.object({ total: z.number(), exact: z.boolean() });
export type OverviewCount = z.infer<typeof OverviewCount>;

export const TenantOverview = z.object({
  to_validate: OverviewCount,
  expiring: OverviewCount,
  ordered_this_week: OverviewCount,
  /** Links of families' imports not ordered and not expired; null for staff without cards.import. */
  links_not_ordered: OverviewCount.nullable(),
  /** The newest import with such links (its page lists them), or null. */
  links_import_id: z.number().nullable(),
  /** Photos waiting in 'Fotos prüfen'; null when no product of the tenant reviews photos. */
  photos_to_review: OverviewCount.nullable(),
});
export type TenantOverview = z.infer<typeof TenantOverview>;

export const TENANT_OVERVIEW_TEXTS = {
  to_validate: 'Zu validieren',
  photos_to_review: 'Fotos zu prüfen',
  links_not_ordered: 'Links noch nicht bestellt',
  expiring: `Laufen in ${EXPIRES_SOON_DAYS} Tagen ab`,
  ordered_this_week: 'Diese Woche bestellt',
} as const;
