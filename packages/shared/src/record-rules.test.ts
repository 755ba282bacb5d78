import { describe, expect, it } from 'vitest';
import type { Subject } from './permissions';
import { importMayValidate, mayChangeCard, mayChangeValidatedCard, mayOrderPaidOrTest } from './record-rules';

const inTenant = (user_group: 'User' | 'Admin'): Subject => ({
  is_super_admin: false,
  user_group,
  tenant_selected: true,
});
const USER = inTenant('User');
const ADMIN = inTenant('Admin');
const SUPER: Subject = { is_super_admin: true, user_group: null, tenant_selected: true };
const SUPER_NO_TENANT: Subject = { is_super_admin: true, user_group: null, tenant_selected: false };

const card = (validated: boolean, data_deleted_at: string | null = null) => ({ validated, data_deleted_at });

describe('mayChangeValidatedCard / mayChangeCard', () => {
  it('a validated card: tenant Admins and super admins change it, Users do not', () => {
    expect([USER, ADMIN, SUPER].map(mayChangeValidatedCard)).toEqual([false, true, true]);
    expect([USER, ADMIN, SUPER].map((s) => mayChangeCard(s, card(true)))).toEqual([false, true, true]);
  });

  it('an unvalidated card: any staff member changes it', () => {
    expect([USER, ADMIN, SUPER].map((s) => mayChangeCard(s, card(false)))).toEqual([true, true, true]);
  });

  it('nobody changes an archived card or one whose data retention removed', () => {
    expect(mayChangeCard(SUPER, card(false), true)).toBe(false);
    expect(mayChangeCard(SUPER, card(false, '2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('mayOrderPaidOrTest', () => {
  it('only a super admin, with or without a tenant', () => {
    expect([null, USER, ADMIN, SUPER, SUPER_NO_TENANT].map(mayOrderPaidOrTest)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('importMayValidate', () => {
  it('the institution’s import may mark cards validated; the families’ may not', () => {
    expect(importMayValidate('tenant')).toBe(true);
    expect(importMayValidate('families')).toBe(false);
  });
});
