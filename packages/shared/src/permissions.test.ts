import { describe, expect, it } from 'vitest';
import { type Capability, can, PERMISSIONS, roleOf, type Subject } from './permissions';

const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

// Staff subjects as the session builds them: user_group is the group in the selected tenant, null
// without a tenant. The flags can_invoice/can_report only matter for super admins (docs/product.md#screens, #permissions).
const SUBJECTS = {
  user: { is_super_admin: false, user_group: 'User', tenant_selected: true },
  userWithFlags: {
    is_super_admin: false,
    user_group: 'User',
    tenant_selected: true,
    can_invoice: true,
    can_report: true,
  },
  admin: { is_super_admin: false, user_group: 'Admin', tenant_selected: true },
  adminWithFlags: {
    is_super_admin: false,
    user_group: 'Admin',
    tenant_selected: true,
    can_invoice: true,
    can_report: true,
  },
  staffNoTenant: { is_super_admin: false, user_group: null, tenant_selected: false },
  staffNoTenantWithFlags: {
    is_super_admin: false,
    user_group: null,
    tenant_selected: false,
    can_invoice: true,
    can_report: true,
  },
  superNoTenant: { is_super_admin: true, user_group: null, tenant_selected: false },
  superTenant: { is_super_admin: true, user_group: 'User', tenant_selected: true },
  superTenantAdminGroup: { is_super_admin: true, user_group: 'Admin', tenant_selected: true },
  superInvoice: { is_super_admin: true, user_group: null, tenant_selected: false, can_invoice: true },
  superReport: { is_super_admin: true, user_group: null, tenant_selected: false, can_report: true },
  superAllFlagsTenant: {
    is_super_admin: true,
    user_group: 'Admin',
    tenant_selected: true,
    can_invoice: true,
    can_report: true,
  },
  superFlagsFalse: {
    is_super_admin: true,
    user_group: null,
    tenant_selected: true,
    can_invoice: false,
    can_report: false,
  },
} satisfies Record<string, Subject>;
type SubjectName = keyof typeof SUBJECTS;

const TENANT_STAFF: Capability[] = ['tenant.member', 'cards.manage', 'photos.review'];
const TENANT_ADMIN: Capability[] = [
  'tenant.admin',
  'cards.editAll',
  'cards.import',
  'products.manage',
  'users.manage',
  'users.editOthers',
  'privacy.records',
  'dataRights.manage',
];
/** The 'Protokoll': a tenant's Admins (with the tenant selected) and super admins, also across tenants. */
const TRAIL: Capability[] = ['audit.read'];
const SUPER_ONLY: Capability[] = [
  'platform.superAdmin',
  'tenants.manage',
  'tenants.actInAny',
  'registrations.manage',
  'orders.manage',
  'orders.export',
  'dashboard.superadmin',
  'mail.outbox',
  'jobs.view',
  'cards.superadmin',
  'cards.editRestricted',
  'products.editRestricted',
  'app.details',
  'api.docs',
];

/** The docs/product.md#permissions matrix written out: what each subject may do; everything else is denied. */
const ALLOWED: Record<SubjectName, Capability[]> = {
  user: ['profile.own', 'signIn.own', ...TENANT_STAFF],
  userWithFlags: ['profile.own', 'signIn.own', ...TENANT_STAFF],
  admin: ['profile.own', 'signIn.own', ...TENANT_STAFF, ...TENANT_ADMIN, ...TRAIL],
  adminWithFlags: ['profile.own', 'signIn.own', ...TENANT_STAFF, ...TENANT_ADMIN, ...TRAIL],
  // docs/product.md#screens shows 'Mein Profil' to every non-super-admin, also before a tenant is chosen.
  staffNoTenant: ['profile.own', 'signIn.own'],
  staffNoTenantWithFlags: ['profile.own', 'signIn.own'],
  superNoTenant: ['signIn.own', ...TRAIL, ...SUPER_ONLY],
  superTenant: ['signIn.own', ...TRAIL, ...SUPER_ONLY, ...TENANT_STAFF, ...TENANT_ADMIN],
  superTenantAdminGroup: ['signIn.own', ...TRAIL, ...SUPER_ONLY, ...TENANT_STAFF, ...TENANT_ADMIN],
  superInvoice: ['signIn.own', ...TRAIL, ...SUPER_ONLY, 'invoices.manage'],
  superReport: ['signIn.own', ...TRAIL, ...SUPER_ONLY, 'reports.view'],
  superAllFlagsTenant: [
    'signIn.own',
    ...TRAIL,
    ...SUPER_ONLY,
    ...TENANT_STAFF,
    ...TENANT_ADMIN,
    'invoices.manage',
    'reports.view',
  ],
  superFlagsFalse: ['signIn.own', ...TRAIL, ...SUPER_ONLY, ...TENANT_STAFF, ...TENANT_ADMIN],
};

describe('PERMISSIONS', () => {
  it('lists exactly the capabilities this test covers', () => {
    expect([...CAPABILITIES].sort()).toEqual(
      [
        ...TENANT_STAFF,
        ...TENANT_ADMIN,
        ...SUPER_ONLY,
        ...TRAIL,
        'profile.own',
        'signIn.own',
        'invoices.manage',
        'reports.view',
      ].sort(),
    );
  });
});

describe('can(): every subject x every capability', () => {
  const cases = (Object.keys(SUBJECTS) as SubjectName[]).flatMap((name) =>
    CAPABILITIES.map((capability) => ({
      name,
      capability,
      expected: ALLOWED[name].includes(capability),
    })),
  );

  it.each(cases)('$name / $capability -> $expected', ({ name, capability, expected }) => {
    expect(can(SUBJECTS[name], capability)).toBe(expected);
  });
});

describe('can() without a subject', () => {
  it.each(CAPABILITIES)('denies %s to anonymous visitors', (capability) => {
    expect(can(null, capability)).toBe(false);
    expect(can(undefined, capability)).toBe(false);
  });
});

describe("'tenants.actInAny' (the tenant guard, login and invitations)", () => {
  it('lets a super admin act in any tenant, with or without a selected tenant or group', () => {
    const supers = ['superNoTenant', 'superTenant', 'superTenantAdminGroup', 'superFlagsFalse'] as const;
    for (const name of supers) expect(can(SUBJECTS[name], 'tenants.actInAny')).toBe(true);
  });

  it('keeps staff, even tenant admins, to the tenants they are members of', () => {
    const staff = ['user', 'admin', 'adminWithFlags', 'staffNoTenant'] as const;
    for (const name of staff) expect(can(SUBJECTS[name], 'tenants.actInAny')).toBe(false);
  });
});

describe('roleOf', () => {
  it('is SuperAdmin for a super admin, whatever the group', () => {
    expect(roleOf(SUBJECTS.superNoTenant)).toBe('SuperAdmin');
    expect(roleOf(SUBJECTS.superTenant)).toBe('SuperAdmin');
    expect(roleOf(SUBJECTS.superTenantAdminGroup)).toBe('SuperAdmin');
  });

  it('is the tenant group otherwise', () => {
    expect(roleOf(SUBJECTS.user)).toBe('User');
    expect(roleOf(SUBJECTS.admin)).toBe('Admin');
    expect(roleOf(SUBJECTS.staffNoTenant)).toBe('User');
  });
});

// The sidebar rules of docs/product.md#screens, written as predicates and checked against can() for every subject.
const SIDEBAR: { entry: string; capability: Capability; rule: (s: Subject) => boolean }[] = [
  {
    entry: 'Benutzerverwaltung (selected tenant and super admin or Admin)',
    capability: 'users.manage',
    rule: (s) => s.tenant_selected && (s.is_super_admin || s.user_group === 'Admin'),
  },
  {
    entry: 'Produkte (selected tenant and not plain User)',
    capability: 'products.manage',
    rule: (s) => s.tenant_selected && (s.is_super_admin || s.user_group !== 'User'),
  },
  { entry: 'Ausweise (selected tenant)', capability: 'cards.manage', rule: (s) => s.tenant_selected },
  {
    entry: 'Verwaltung: Bestellungen (super admin)',
    capability: 'orders.manage',
    rule: (s) => s.is_super_admin,
  },
  {
    entry: 'Verwaltung: Registrierungen (super admin)',
    capability: 'registrations.manage',
    rule: (s) => s.is_super_admin,
  },
  {
    entry: 'Verwaltung: Export Bestellungen (super admin)',
    capability: 'orders.export',
    rule: (s) => s.is_super_admin,
  },
  {
    entry: "Verwaltung: 'R-Lauf anlegen' and Rechnungsläufe (super admin with can_invoice)",
    capability: 'invoices.manage',
    rule: (s) => s.is_super_admin && s.can_invoice === true,
  },
  {
    entry: 'Auswertung (super admin with can_report)',
    capability: 'reports.view',
    rule: (s) => s.is_super_admin && s.can_report === true,
  },
  { entry: 'Mandanten (super admin)', capability: 'tenants.manage', rule: (s) => s.is_super_admin },
];

describe('sidebar entries', () => {
  const cases = SIDEBAR.flatMap(({ entry, capability, rule }) =>
    (Object.keys(SUBJECTS) as SubjectName[]).map((name) => ({
      entry,
      capability,
      name,
      expected: rule(SUBJECTS[name]),
    })),
  );

  it.each(cases)('$entry: $name -> $expected', ({ capability, name, expected }) => {
    expect(can(SUBJECTS[name], capability)).toBe(expected);
  });

  describe("'Mein Profil' (hidden for super admin)", () => {
    it.each(['superNoTenant', 'superTenant', 'superTenantAdminGroup', 'superAllFlagsTenant'] as const)(
      'is hidden for %s',
      (name) => {
        expect(can(SUBJECTS[name], 'profile.own')).toBe(false);
      },
    );

    it.each(['user', 'admin', 'userWithFlags', 'adminWithFlags'] as const)('is shown for %s', (name) => {
      expect(can(SUBJECTS[name], 'profile.own')).toBe(true);
    });

    it('is shown for a staff user without a selected tenant', () => {
      expect(can(SUBJECTS.staffNoTenant, 'profile.own')).toBe(true);
    });
  });
});

describe('permission table rows', () => {
  it('Manage existing cards: User, Admin and super admin (with a tenant)', () => {
    expect(can(SUBJECTS.user, 'cards.manage')).toBe(true);
    expect(can(SUBJECTS.admin, 'cards.manage')).toBe(true);
    expect(can(SUBJECTS.superTenant, 'cards.manage')).toBe(true);
  });

  it('Edit all cards, manage products and users: Admin and super admin, not User', () => {
    for (const c of ['cards.editAll', 'cards.import', 'products.manage', 'users.manage'] as const) {
      expect(can(SUBJECTS.user, c)).toBe(false);
      expect(can(SUBJECTS.admin, c)).toBe(true);
      expect(can(SUBJECTS.superTenant, c)).toBe(true);
    }
  });

  it("Reset another user's password, change group/disabled/notify: Admin and super admin", () => {
    expect(can(SUBJECTS.user, 'users.editOthers')).toBe(false);
    expect(can(SUBJECTS.admin, 'users.editOthers')).toBe(true);
    expect(can(SUBJECTS.superTenant, 'users.editOthers')).toBe(true);
  });

  it('Tenants, registrations, orders, dashboard, archive/download, restricted card fields: super admin only', () => {
    for (const c of SUPER_ONLY) {
      expect(can(SUBJECTS.user, c)).toBe(false);
      expect(can(SUBJECTS.admin, c)).toBe(false);
      expect(can(SUBJECTS.adminWithFlags, c)).toBe(false);
      expect(can(SUBJECTS.superNoTenant, c)).toBe(true);
      expect(can(SUBJECTS.superTenant, c)).toBe(true);
    }
  });

  it('invoices need can_invoice and reports need can_report, each on its own', () => {
    expect(can(SUBJECTS.superInvoice, 'invoices.manage')).toBe(true);
    expect(can(SUBJECTS.superInvoice, 'reports.view')).toBe(false);
    expect(can(SUBJECTS.superReport, 'reports.view')).toBe(true);
    expect(can(SUBJECTS.superReport, 'invoices.manage')).toBe(false);
    expect(can(SUBJECTS.superFlagsFalse, 'invoices.manage')).toBe(false);
    expect(can(SUBJECTS.superFlagsFalse, 'reports.view')).toBe(false);
  });

  it('the flags give nothing to non-super-admins', () => {
    expect(can(SUBJECTS.adminWithFlags, 'invoices.manage')).toBe(false);
    expect(can(SUBJECTS.adminWithFlags, 'reports.view')).toBe(false);
    expect(can(SUBJECTS.userWithFlags, 'invoices.manage')).toBe(false);
  });

  it('tenant-bound capabilities need a selected tenant even when a group is known', () => {
    const adminNoTenant: Subject = { is_super_admin: false, user_group: 'Admin', tenant_selected: false };
    for (const c of [...TENANT_STAFF, ...TENANT_ADMIN]) {
      expect(can(adminNoTenant, c)).toBe(false);
      expect(can(SUBJECTS.superNoTenant, c)).toBe(false);
    }
  });
});
