/** Per-request auth and tenant context, resolved once by the family guards and passed down. */
import type { UserGroup } from '@ausweis/shared/constants';
import type { Subject } from '@ausweis/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from './app-error';

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
    tenant: TenantContext | null;
  }
}

export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', null);
}

/** The logged-in user; the `a` families guarantee it. */
export function authOf(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The resolved tenant; the `a/t` and `a/ad` families guarantee it. */
export function tenantOf(req: FastifyRequest): TenantContext {
  if (!req.tenant) throw new AppError(400, 'TENANT_REQUIRED', 'Bitte wählen Sie zuerst einen Mandanten.');
  return req.tenant;
}

/** The permission subject for `can()`. */
export function subjectOf(req: FastifyRequest): Subject | null {
  if (!req.auth) return null;
  return {
    is_super_admin: req.auth.is_super_admin,
    can_invoice: req.auth.can_invoice,
    can_report: req.auth.can_report,
    user_group: req.tenant?.user_group ?? null,
    tenant_selected: req.tenant !== null,
  };
}
