/**
 * The access module: for each record kind, the asker's own record passes, another tenant's record and
 * an unknown id are the same German 404; platform records are for super admins only.
 */
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardExports,
  classImports,
  erasureRequests,
  orders,
  ordersArchive,
  printExports,
  tenantInvitations,
} from '../db/schema/index';
import { tenantScope } from '../db/tenant-scope';
import { createCard, createPaymentRun, createTenantWithStaff, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { type Accessor, type AccessRecord, requireAccess } from './access';
import { AppError } from './app-error';

const UNKNOWN = 2_000_000_000;

let t: TestApp;
type Tenant = Awaited<ReturnType<typeof createTenantWithStaff>>;
let a: Tenant;
let b: Tenant;
/** Each record kind's id in tenant A and in tenant B. */
const ids = {} as Record<AccessRecord, { own: number; other: number }>;

async function archived(tenant: Tenant) {
  const card = await createCard(t.db, tenant.tenant.id, tenant.product.id);
  await t.db.insert(ordersArchive).values(card);
  await t.db.delete(orders).where(eq(orders.id, card.id));
  return card.id;
}

async function recordsOf(tenant: Tenant) {
  const invited = await createUser(t.db);
  const [invitation] = await t.db
    .insert(tenantInvitations)
    .values({
      tenant_id: tenant.tenant.id,
      user_id: invited.id,
      email: invited.email,
      lastname: 'Eingeladen',
      user_group: 'User',
    })
    .returning();
  const [imp] = await t.db
    .insert(classImports)
    .values({
      tenant_id: tenant.tenant.id,
      tenant_product_id: tenant.product.id,
      filename: 'klasse.csv',
      card_choice: 'online',
      status: 'preview',
    })
    .returning();
  const [cardExport] = await t.db
    .insert(cardExports)
    .values({ tenant_id: tenant.tenant.id, created_by: tenant.admin.id, query: {}, kind: 'excel' })
    .returning();
  const [printExport] = await t.db
    .insert(printExports)
    .values({ order_ids: [tenant.card.id], include_exported: false, dont_export: false })
    .returning();
  const run = await createPaymentRun(t.db, tenant.tenant.id);
  const [erasure] = await t.db
    .insert(erasureRequests)
    .values({ tenant_id: tenant.tenant.id, order_id: tenant.card.id, due_at: new Date().toISOString() })
    .returning();
  const archivedId = await archived(tenant);
  return {
    card: tenant.card.id,
    archivedCard: archivedId,
    product: tenant.product.id,
    member: tenant.user.id,
    invitation: invitation?.id ?? 0,
    classImport: imp?.id ?? 0,
    cardExport: cardExport?.id ?? 0,
    order: tenant.card.id,
    archivedOrder: archivedId,
    printExport: printExport?.id ?? 0,
    paymentRun: run.id,
    invoice: run.id,
    tenant: tenant.tenant.id,
    erasureRequest: erasure?.id ?? 0,
  } satisfies Record<AccessRecord, number>;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenantWithStaff(t.db);
  b = await createTenantWithStaff(t.db);
  const own = await recordsOf(a);
  const other = await recordsOf(b);
  for (const record of Object.keys(own) as AccessRecord[])
    ids[record] = { own: own[record], other: other[record] };
}, 120_000);
afterAll(() => t?.close());

const adminOfA = (): Accessor => ({ userId: a.admin.id, role: 'Admin', scope: tenantScope(a.tenant.id) });
const superAdmin = (tenantId: number | null = null): Accessor => ({
  userId: a.admin.id,
  role: 'SuperAdmin',
  scope: tenantId === null ? null : tenantScope(tenantId),
});

/** The status and message of the refusal, or 'ok'. */
async function answer(who: Accessor, record: AccessRecord, id: number, action: 'read' | 'change' = 'read') {
  try {
    await requireAccess(t.db, who, { record, action, ids: [id] });
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.status} ${err.message}`;
  }
}

const TENANT_RECORDS: AccessRecord[] = [
  'card',
  'archivedCard',
  'product',
  'member',
  'invitation',
  'classImport',
  'cardExport',
  'tenant',
];
const PLATFORM_RECORDS: AccessRecord[] = ['order', 'archivedOrder', 'printExport', 'paymentRun', 'invoice'];

describe('requireAccess: tenant records', () => {
  it.each(TENANT_RECORDS)(
    '%s: own tenant passes; another tenant and an unknown id are one 404',
    async (record) => {
      expect(await answer(adminOfA(), record, ids[record].own)).toBe('ok');
      const foreign = await answer(adminOfA(), record, ids[record].other);
      expect(foreign).toMatch(/^404 /);
      expect(await answer(adminOfA(), record, UNKNOWN)).toBe(foreign);
    },
  );

  it('a card export is its creator’s only', async () => {
    const user: Accessor = { userId: a.user.id, role: 'User', scope: tenantScope(a.tenant.id) };
    expect(await answer(user, 'cardExport', ids.cardExport.own)).toMatch(/^404 /);
  });

  it('refuses a bulk check when one id is not the tenant’s, and answers the ids once', async () => {
    const card = { record: 'card', action: 'read' } as const;
    await expect(
      requireAccess(t.db, adminOfA(), { ...card, ids: [ids.card.own, ids.card.other] }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await requireAccess(t.db, adminOfA(), { ...card, ids: [ids.card.own, ids.card.own] })).toEqual([
      ids.card.own,
    ]);
  });

  it('changing a card the archive holds is 409 (read-only); reading it as archived passes', async () => {
    const readOnly = `409 ${CARD_TEXTS.archiveReadOnly}`;
    expect(await answer(adminOfA(), 'card', ids.archivedCard.own, 'change')).toBe(readOnly);
    expect(await answer(adminOfA(), 'archivedCard', ids.archivedCard.own, 'change')).toBe(readOnly);
    expect(await answer(adminOfA(), 'archivedCard', ids.archivedCard.own)).toBe('ok');
    // Another tenant's archived card stays the plain 404.
    expect(await answer(adminOfA(), 'card', ids.archivedCard.other, 'change')).toMatch(/^404 /);
  });

  it('without a tenant, no tenant record is reached', async () => {
    expect(await answer(superAdmin(), 'card', ids.card.own)).toMatch(/^404 /);
  });
});

describe('requireAccess: platform records (super admins)', () => {
  it.each(PLATFORM_RECORDS)(
    '%s: any tenant’s for a super admin; unknown 404; anyone else 404',
    async (record) => {
      expect(await answer(superAdmin(), record, ids[record].own)).toBe('ok');
      expect(await answer(superAdmin(), record, ids[record].other)).toBe('ok');
      const unknown = await answer(superAdmin(), record, UNKNOWN);
      expect(unknown).toMatch(/^404 /);
      expect(await answer(adminOfA(), record, ids[record].own)).toBe(unknown);
    },
  );

  it('a selected tenant narrows orders to its own', async () => {
    expect(await answer(superAdmin(a.tenant.id), 'order', ids.order.own)).toBe('ok');
    expect(await answer(superAdmin(a.tenant.id), 'order', ids.order.other)).toBe(
      `404 ${CARD_TEXTS.notFound}`,
    );
  });
});
