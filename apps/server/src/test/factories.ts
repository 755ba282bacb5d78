/** Test data factories; every record gets unique codes so test files can share one database. */
import { randomUUID } from 'node:crypto';
import type { UserGroup } from '@ausweis/shared/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  baseProducts,
  orders,
  paymentRuns,
  tenantMemberships,
  tenantProducts,
  tenants,
  userFactors,
  users,
} from '../db/schema/index';
import { newOnlineCode, newUserCode } from '../platform/codes';
import { hashPassword } from '../platform/password-hashing';
import { secretBox, secretsKeyFrom } from '../platform/secret-box';
import { TEST_SECRETS_KEY } from './test-config';

export const TEST_PASSWORD = 'Test-Passwort-1';
/**
 * The one-time-code secret of every factory super admin (super admins must have a second factor);
 * `loginAs` computes their codes from it.
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DEFAULT_BASE_PRODUCT = 'Schülerausweis';
/**
 * scrypt's N for the factory users' password: logins in tests verify in milliseconds (at N=2^17 each
 * took 0.3–0.5 s and 128 MiB). Hashes the app itself writes (set password, reset) keep the full cost.
 */
const TEST_SCRYPT_COST = 2 ** 10;
let passwordHash: Promise<string> | null = null;
const uid = () => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();

export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  passwordHash ??= hashPassword(TEST_PASSWORD, TEST_SCRYPT_COST);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${uid().toLowerCase()}@test.example`,
      lastname: 'Tester',
      forename: 'Tina',
      salutation: 'Frau',
      password_hash: await passwordHash,
      email_validated: true,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  if (user.is_super_admin) await addTotpFactor(db, user.id);
  return user;
}

/** Gives the user a one-time-code app with TEST_TOTP_SECRET (or the secret given). */
export async function addTotpFactor(db: Db, userId: number, secret = TEST_TOTP_SECRET) {
  const [factor] = await db
    .insert(userFactors)
    .values({
      user_id: userId,
      kind: 'totp',
      name: 'Test-App',
      totp_secret: secretBox(secretsKeyFrom(TEST_SECRETS_KEY, '')).seal(secret),
    })
    .returning();
  if (!factor) throw new Error('factor insert failed');
  return factor;
}

export async function createTenant(db: Db, values: Partial<typeof tenants.$inferInsert> = {}) {
  const [tenant] = await db
    .insert(tenants)
    .values({
      name: `Schule ${uid()}`,
      country_id: 'DE',
      short_code: `T${uid()}`,
      tenant_type: 'schule',
      street: 'Teststraße 1',
      plz: '12345',
      city: 'Teststadt',
      telefone: '0123 456',
      email: 'schule@test.example',
      ...values,
    })
    .returning();
  if (!tenant) throw new Error('tenant insert failed');
  return tenant;
}

export async function addMember(db: Db, userId: number, tenantId: number, user_group: UserGroup) {
  await db.insert(tenantMemberships).values({ user_id: userId, tenant_id: tenantId, user_group });
}

/** A tenant with an Admin and a User, plus a product and one card. */
export async function createTenantWithStaff(db: Db) {
  const tenant = await createTenant(db);
  const admin = await createUser(db);
  const user = await createUser(db);
  await addMember(db, admin.id, tenant.id, 'Admin');
  await addMember(db, user.id, tenant.id, 'User');
  const product = await createTenantProduct(db, tenant.id);
  const card = await createCard(db, tenant.id, product.id);
  return { tenant, admin, user, product, card };
}

/**
 * The base product 'Schülerausweis' (created with the column defaults on first use). Always this one,
 * never "the first row": other test files create base products of their own in the same database.
 */
async function anyBaseProductId(db: Db): Promise<number> {
  const [existing] = await db
    .select({ id: baseProducts.id })
    .from(baseProducts)
    .where(eq(baseProducts.product_type, DEFAULT_BASE_PRODUCT));
  if (existing) return existing.id;
  const [created] = await db
    .insert(baseProducts)
    .values({ product_type: DEFAULT_BASE_PRODUCT })
    .onConflictDoNothing()
    .returning({ id: baseProducts.id });
  if (created) return created.id;
  return anyBaseProductId(db);
}

export async function createTenantProduct(db: Db, tenantId: number) {
  const [product] = await db
    .insert(tenantProducts)
    .values({
      tenant_id: tenantId,
      product_id: await anyBaseProductId(db),
      product_short_code: `P${uid()}`,
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
    })
    .returning();
  if (!product) throw new Error('product insert failed');
  return product;
}

export async function createCard(
  db: Db,
  tenantId: number,
  tenantProductId: number,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const [card] = await db
    .insert(orders)
    .values({
      tenant_id: tenantId,
      tenant_product_id: tenantProductId,
      email: 'eltern@test.example',
      familyname: 'Muster',
      forname: 'Max',
      birthday: '2012-03-04',
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
      online_code: newOnlineCode(),
      user_code: newUserCode(),
      is_online: true,
      ...values,
    })
    .returning();
  if (!card) throw new Error('card insert failed');
  return card;
}

/** A payment run row without real orders or invoice file (tests of what refers to runs). */
export async function createPaymentRun(
  db: Db,
  tenantId: number,
  values: Partial<typeof paymentRuns.$inferInsert> = {},
) {
  const [run] = await db
    .insert(paymentRuns)
    .values({
      tenant_id: tenantId,
      total_count: 1,
      total_amount: 990,
      till_date: new Date().toISOString(),
      invoice_number: `TEST-${uid()}`,
      invoice_date: '2026-01-01',
      due_date: '2026-01-15',
      invoice: {},
      ...values,
    })
    .returning();
  if (!run) throw new Error('payment run insert failed');
  return run;
}
