/** The guards that the route families (http/families.ts) put in front of their routes. */
import { MAX_DB_ID, TENANT_HEADER } from '@ausweis/shared/constants';
import { type Capability, can } from '@ausweis/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tenantMemberships, tenants } from '../db/schema/index';
import { tenantScope } from '../db/tenant-scope';
import { findActiveUser } from './active-user';
import { AppError, forbidden, notFound, tenantRequired, unauthorized } from './app-error';
import { subjectOf } from './request-context';

export type Guard = (req: FastifyRequest) => Promise<void>;

/**
 * Bearer token -> active user, re-read from the database: a disabled user, or a token of an older token
 * version (password or e-mail changed since), stops at once.
 */
export const authenticate =
  (ctx: AppContext): Guard =>
  async (req) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await ctx.tokens.verify(match[1]);
    if (!claims) throw unauthorized('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    req.auth = await findActiveUser(ctx, claims);
    req.session = claims;
  };

function tenantIdFromHeader(req: FastifyRequest): number | null {
  const raw = req.headers[TENANT_HEADER.toLowerCase()];
  if (raw === undefined || raw === '') return null;
  const text = Array.isArray(raw) ? raw[0] : raw;
  // Decimal digits only: Number() would read '0x10' as 16, '1e3' as 1000 and ' 7 ' as 7.
  const id = text !== undefined && /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0 || id > MAX_DB_ID)
    throw new AppError(400, 'TENANT_INVALID', 'Ungültige Mandanten-ID.');
  return id;
}

/**
 * Resolves the tenant of the X-Tenant-Id header: a member gets their group; a super admin may act in any
 * existing tenant. For anyone else another tenant is not found (404), just like an unknown one: the
 * answer tells nobody which tenants exist.
 */
export const resolveTenant =
  (ctx: AppContext, required: boolean): Guard =>
  async (req) => {
    const tenantId = tenantIdFromHeader(req);
    if (tenantId === null) {
      if (required) throw tenantRequired();
      return;
    }
    const user = req.auth;
    if (!user) throw unauthorized();
    const [row] = await ctx.db
      .select({ id: tenants.id, user_group: tenantMemberships.user_group })
      .from(tenants)
      .leftJoin(
        tenantMemberships,
        tenantScope(tenantId).where(tenantMemberships, eq(tenantMemberships.user_id, user.id)),
      )
      .where(eq(tenants.id, tenantId));
    const anyTenant = can(subjectOf(req), 'tenants.actInAny');
    if (!row || (!row.user_group && !anyTenant)) throw notFound('Mandant nicht gefunden.');
    req.tenant = { id: row.id, user_group: row.user_group };
  };

/** Refuses with 403 unless the docs/product.md#permissions matrix grants the capability. */
export const requireCapability =
  (capability: Capability): Guard =>
  async (req) => {
    if (!can(subjectOf(req), capability)) throw forbidden();
  };

/**
 * A bearer token, if any, adds its user; none, an invalid or expired token or a disabled user is simply
 * anonymous (a public page that grants a signed-in super admin more, like the order form).
 */
export const authenticateIfSent =
  (ctx: AppContext): Guard =>
  async (req) => {
    if (!req.headers.authorization) return;
    try {
      await authenticate(ctx)(req);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      req.auth = null;
      req.session = null;
    }
  };

/** Who may enter a route family, by what it means; each is the guards in order. */
export const ACCESS_LEVELS = {
  /** Anyone, no sign-in. */
  anyone: () => [],
  /** Anyone; a valid bearer token adds its user (authenticateIfSent). */
  anyoneOrSignedIn: (ctx) => [authenticateIfSent(ctx)],
  /** A signed-in, active user. */
  signedIn: (ctx) => [authenticate(ctx)],
  /** A member of the X-Tenant-Id tenant (any group), or a super admin acting in it. */
  tenantMember: (ctx) => [authenticate(ctx), resolveTenant(ctx, true), requireCapability('tenant.member')],
  /** An Admin of the X-Tenant-Id tenant, or a super admin acting in it. */
  tenantAdmin: (ctx) => [authenticate(ctx), resolveTenant(ctx, true), requireCapability('tenant.admin')],
  /** A super admin; an X-Tenant-Id narrows to that tenant. */
  superAdmin: (ctx) => [
    authenticate(ctx),
    requireCapability('platform.superAdmin'),
    resolveTenant(ctx, false),
  ],
  /** A reader of the OpenAPI document (super admins). */
  apiDocsReader: (ctx) => [authenticate(ctx), requireCapability('api.docs')],
} as const satisfies Record<string, (ctx: AppContext) => Guard[]>;
export type AccessLevel = keyof typeof ACCESS_LEVELS;
