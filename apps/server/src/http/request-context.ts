/** Per-request auth and tenant context, resolved once by the family guards and passed down. */
import type { UserGroup } from '@ausweis/shared/constants';
import { type Subject, subjectFrom } from '@ausweis/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TenantScope, tenantScope } from '../db/tenant-scope';
import { tenantRequired, unauthorized } from './app-error';
import type { SessionClaims } from './tokens';

export interface AuthUser {
  id: number;
  email: string;
  salutation: string | null;
  forename: string | null;
  lastname: string;
  is_super_admin: boolean;
  can_invoice: boolean;
  can_report: boolean;
}

export interface TenantContext {
  id: number;
  /** The user's group in this tenant; null for a super admin who is not a member. */
  user_group: UserGroup | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The verified claims of the bearer token (with auth). */
    session: SessionClaims | null;
    tenant: TenantContext | null;
  }
}

export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('session', null);
  app.decorateRequest('tenant', null);
}

/** The logged-in user; the `a` families guarantee it. */
export function authOf(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The session claims of the logged-in user's token; the `a` families guarantee them. */
export function sessionOf(req: FastifyRequest): SessionClaims {
  if (!req.session) throw unauthorized();
  return req.session;
}

/** The resolved tenant; the `a/t` and `a/ad` families guarantee it. */
export function tenantOf(req: FastifyRequest): TenantContext {
  if (!req.tenant) throw tenantRequired();
  return req.tenant;
}

/** The scope of the resolved tenant: how the tenant families' queries reach its rows. */
export const scopeOf = (req: FastifyRequest): TenantScope => tenantScope(tenantOf(req).id);

/** The permission subject for `can()`. */
export function subjectOf(req: FastifyRequest): Subject | null {
  if (!req.auth) return null;
  return subjectFrom(req.auth, req.tenant?.user_group ?? null, req.tenant !== null);
}

/** The `can()` subject of a user outside any tenant (at login, or for a user a request is about). */
export const userSubject = (user: Pick<AuthUser, 'is_super_admin' | 'can_invoice' | 'can_report'>): Subject =>
  subjectFrom(user, null, false);
