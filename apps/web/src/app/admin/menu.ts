/** The admin sidebar of SPEC §2 as data; entries show only when `can()` allows them. */
import { type Capability, can, type Subject } from '@ausweis/shared/permissions';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { REPORT_TEXTS } from '@ausweis/shared/schemas/reports';

export type MenuIcon =
  | 'profile'
  | 'orders'
  | 'invoice'
  | 'runs'
  | 'registrations'
  | 'export'
  | 'report'
  | 'tenants'
  | 'users'
  | 'products'
  | 'cards'
  | 'mail';

/** What the sidebar knows about the running backend (GET API.info). */
export interface MenuEnv {
  /** Mails go to the dev outbox (no SMTP configured). */
  mailOutbox?: boolean;
}

export interface MenuEntry {
  label: string;
  to: string;
  icon: MenuIcon;
  capability: Capability;
  /** Shown only when this backend condition holds as well. */
  when?: keyof MenuEnv;
}

export interface MenuGroup {
  /** Group heading; none for top-level entries. */
  label?: string;
  entries: MenuEntry[];
}

export const ADMIN_MENU: readonly MenuGroup[] = [
  { entries: [{ label: 'Mein Profil', to: '/admin/profile', icon: 'profile', capability: 'profile.own' }] },
  {
    label: 'Verwaltung',
    entries: [
      { label: 'Bestellungen', to: '/admin/orders', icon: 'orders', capability: 'orders.manage' },
      {
        label: INVOICE_TEXTS.createTitle,
        to: '/admin/invoices',
        icon: 'invoice',
        capability: 'invoices.manage',
      },
      { label: INVOICE_TEXTS.listTitle, to: '/admin/listruns', icon: 'runs', capability: 'invoices.manage' },
      {
        label: 'Registrierungen',
        to: '/admin/filter-registers',
        icon: 'registrations',
        capability: 'registrations.manage',
      },
      {
        label: 'Export Bestellungen',
        to: '/admin/export-orders',
        icon: 'export',
        capability: 'orders.export',
      },
      {
        label: 'Postausgang',
        to: '/admin/mail',
        icon: 'mail',
        capability: 'mail.outbox',
        when: 'mailOutbox',
      },
    ],
  },
  {
    label: 'Auswertung',
    entries: [{ label: REPORT_TEXTS.menu, to: '/admin/report', icon: 'report', capability: 'reports.view' }],
  },
  {
    label: 'Mandanten',
    entries: [
      { label: 'Liste Mandanten', to: '/admin/tenant', icon: 'tenants', capability: 'tenants.manage' },
    ],
  },
  {
    entries: [
      { label: 'Benutzerverwaltung', to: '/admin/user', icon: 'users', capability: 'users.manage' },
      { label: 'Produkte', to: '/admin/product', icon: 'products', capability: 'products.manage' },
      { label: 'Ausweise', to: '/admin/card', icon: 'cards', capability: 'cards.manage' },
    ],
  },
];

/** The menu the subject may see in this backend; empty groups are dropped. */
export function visibleMenu(
  subject: Subject | null,
  env: MenuEnv = {},
  menu: readonly MenuGroup[] = ADMIN_MENU,
): MenuGroup[] {
  const shown = (e: MenuEntry) => can(subject, e.capability) && (!e.when || Boolean(env[e.when]));
  return menu.map((g) => ({ ...g, entries: g.entries.filter(shown) })).filter((g) => g.entries.length > 0);
}
