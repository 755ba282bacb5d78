/**
 * The admin sidebar of docs/product.md#screens, built from the admin page table (admin-pages.ts): every entry is a page
 * and shows only when `can()` allows its capability.
 */
import { type Capability, can, type Subject } from '@ausweis/shared/permissions';
import {
  ADMIN_PAGES,
  type AdminPage,
  type MenuCondition,
  type MenuGroupKey,
  type MenuIcon,
} from './admin-pages';

/**
 * What the sidebar knows about the running backend (GET info.backend) and the selected tenant (its
 * overview, GET tenantOverview.get).
 */
export type MenuEnv = {
  /**
   * mailOutbox: mails go to the dev outbox (no SMTP configured); photoReview: a product of the tenant
   * reviews photos, or photos still wait for review.
   */
  [K in MenuCondition]?: boolean;
};

export interface MenuEntry {
  label: string;
  to: string;
  icon: MenuIcon;
  capability: Capability;
  /** Shown only when this backend condition holds as well. */
  when?: MenuCondition;
}

export interface MenuGroup {
  /** Group heading; none for top-level entries. */
  label?: string;
  entries: MenuEntry[];
}

/** The groups in sidebar order, with their headings. */
const GROUPS: readonly { key: MenuGroupKey; label?: string }[] = [
  { key: 'own' },
  { key: 'administration', label: 'Verwaltung' },
  { key: 'reports', label: 'Auswertung' },
  { key: 'tenants', label: 'Mandanten' },
  { key: 'tenant' },
];

/** The sidebar entries of the page table, grouped; a page without a capability needs one for its entry. */
export function menuOf(pages: readonly AdminPage[]): MenuGroup[] {
  return GROUPS.map(({ key, label }) => ({
    ...(label ? { label } : {}),
    entries: pages.flatMap(({ path, capability, menu }) => {
      const entryCapability = menu?.capability ?? capability;
      if (!menu || menu.group !== key || !entryCapability) return [];
      const entry: MenuEntry = {
        label: menu.label,
        to: `/admin/${path}`,
        icon: menu.icon,
        capability: entryCapability,
      };
      return [menu.when ? { ...entry, when: menu.when } : entry];
    }),
  }));
}

export const ADMIN_MENU: readonly MenuGroup[] = menuOf(ADMIN_PAGES);

/** The menu the subject may see in this backend; empty groups are dropped. */
export function visibleMenu(
  subject: Subject | null,
  env: MenuEnv = {},
  menu: readonly MenuGroup[] = ADMIN_MENU,
): MenuGroup[] {
  const shown = (e: MenuEntry) => can(subject, e.capability) && (!e.when || Boolean(env[e.when]));
  return menu.map((g) => ({ ...g, entries: g.entries.filter(shown) })).filter((g) => g.entries.length > 0);
}
