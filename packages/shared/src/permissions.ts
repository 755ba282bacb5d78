/**
 * The docs/product.md#permissions permission matrix as data, and the one `can()` that server guards and web menus use.
 */
import type { UserGroup } from './constants';

export type Role = 'User' | 'Admin' | 'SuperAdmin';

export interface Subject {
  is_super_admin: boolean;
  can_invoice?: boolean;
  can_report?: boolean;
  /** The user's group in the selected tenant; null when no tenant is selected. */
  user_group: UserGroup | null;
  tenant_selected: boolean;
}

interface Permission {
  roles: readonly Role[];
  needsTenant?: boolean;
  flag?: 'can_invoice' | 'can_report';
}

const STAFF: readonly Role[] = ['User', 'Admin', 'SuperAdmin'];
const ADMINS: readonly Role[] = ['Admin', 'SuperAdmin'];
const SUPER: readonly Role[] = ['SuperAdmin'];

export const PERMISSIONS = {
  /** Who enters the tenant routes: a member of the selected tenant (any group) or a super admin. */
  'tenant.member': { roles: STAFF, needsTenant: true },
  /** Who enters the tenant admin routes: an Admin of the selected tenant or a super admin. */
  'tenant.admin': { roles: ADMINS, needsTenant: true },
  /** Who enters the super admin routes. */
  'platform.superAdmin': { roles: SUPER },
  /** List cards, edit personal data, validated flag, image, delete/restore, reset export, resend code, bulk actions. */
  'cards.manage': { roles: STAFF, needsTenant: true },
  /** Edit all cards, manage products and users of the selected tenant. */
  'cards.editAll': { roles: ADMINS, needsTenant: true },
  'products.manage': { roles: ADMINS, needsTenant: true },
  /** 'Klassenliste importieren': create the cards of a class list (CSV/Excel, photos as ZIP) at once. */
  'cards.import': { roles: ADMINS, needsTenant: true },
  /** 'Fotos prüfen': accept or reject new photos of products with photo review (Users process cards too). */
  'photos.review': { roles: STAFF, needsTenant: true },
  'users.manage': { roles: ADMINS, needsTenant: true },
  /** The tenant's 'Datenschutz': its processing record (PDF), the deletion periods and retention runs. */
  'privacy.records': { roles: ADMINS, needsTenant: true },
  /** 'Auskunft erstellen' on a card, the 'Anfragen' list of erasure requests and its 'Daten löschen'. */
  'dataRights.manage': { roles: ADMINS, needsTenant: true },
  /** Reset another user's password; change their group, disabled and notify flags. */
  'users.editOthers': { roles: ADMINS, needsTenant: true },
  /** 'Mein Profil' (hidden for super admins). */
  'profile.own': { roles: ['User', 'Admin'] },
  /** 'Anmeldung und Sicherheit': one's own second factors and signed-in devices (every staff member). */
  'signIn.own': { roles: STAFF },
  'tenants.manage': { roles: SUPER },
  /** Act in any tenant without a membership: any X-Tenant-Id, no membership list at login, no invitations. */
  'tenants.actInAny': { roles: SUPER },
  'registrations.manage': { roles: SUPER },
  'orders.manage': { roles: SUPER },
  'orders.export': { roles: SUPER },
  'dashboard.superadmin': { roles: SUPER },
  /** 'Postausgang': the dev outbox of mails (the sidebar shows it only when no SMTP is configured). */
  'mail.outbox': { roles: SUPER },
  /** 'Hintergrundaufgaben': background jobs that failed after all retries. */
  'jobs.view': { roles: SUPER },
  /** Archive toggle, card download, recreate card, validated-by, deleted-by, tenant product id, admin block. */
  'cards.superadmin': { roles: SUPER },
  /** Validity dates, is online, is card, is test, is paid, tenant payment, prices, free flags, e-mail domain. */
  'cards.editRestricted': { roles: SUPER },
  /** Product fields only super admins set (SUPER_ADMIN_FIELDS: prices, validity, free flags, ...), their list columns. */
  'products.editRestricted': { roles: SUPER },
  'invoices.manage': { roles: SUPER, flag: 'can_invoice' },
  'reports.view': { roles: SUPER, flag: 'can_report' },
  /** The app info page's details of the running server (Node, database, mail, environment, start, commit). */
  'app.details': { roles: SUPER },
  /**
   * 'Protokoll' and a card's 'Verlauf': the audit trail of the selected tenant (Admins), of every tenant
   * and the platform (super admins without a selected tenant); its export and chain check.
   */
  'audit.read': { roles: ADMINS },
  /** The OpenAPI document at /api/docs (unless API_DOCS=0). */
  'api.docs': { roles: SUPER },
} as const satisfies Record<string, Permission>;

export type Capability = keyof typeof PERMISSIONS;

/** The subject of a logged-in user acting in a tenant (or none), as server and web both build it. */
export function subjectFrom(
  user: { is_super_admin: boolean; can_invoice: boolean; can_report: boolean },
  tenantGroup: UserGroup | null,
  tenantSelected: boolean,
): Subject {
  return {
    is_super_admin: user.is_super_admin,
    can_invoice: user.can_invoice,
    can_report: user.can_report,
    user_group: tenantGroup,
    tenant_selected: tenantSelected,
  };
}

/** Super admin, else the group in the selected tenant; staff without a selected tenant count as User. */
export function roleOf(subject: Subject): Role {
  if (subject.is_super_admin) return 'SuperAdmin';
  return subject.user_group ?? 'User';
}

/** Whether the subject may use the capability. */
export function can(subject: Subject | null | undefined, capability: Capability): boolean {
  if (!subject) return false;
  const p: Permission = PERMISSIONS[capability];
  const role = roleOf(subject);
  if (!p.roles.includes(role)) return false;
  if (p.needsTenant && !subject.tenant_selected) return false;
  if (p.flag && !subject[p.flag]) return false;
  return true;
}
