/**
 * A tenant's identity provider (OpenID Connect) as its Admin or a super admin configures it. The
 * client secret is sealed at rest and never answered: the settings only say whether one is stored.
 */
import type {
  IdentityProviderResponse,
  SaveIdentityProviderRequest,
  TestIdentityProviderResponse,
} from '@ausweis/shared/schemas/auth-sso';
import { and, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { tenantIdentityProviders } from '../../../db/schema/index';
import type { TenantScope } from '../../../db/tenant-scope';
import { recordChange, type TenantAccessor } from '../../../http/access';
import { badRequest } from '../../../http/app-error';
import { discover, issuerProblem, isUnreachable } from './oidc-client';

type Save = z.output<typeof SaveIdentityProviderRequest>;
type ProviderRow = typeof tenantIdentityProviders.$inferSelect;

/** Where the provider sends the browser back; the school's IT registers it as the client's redirect URI. */
export const callbackUrlOf = (ctx: Pick<AppContext, 'config'>) =>
  `${ctx.config.publicUrl}/api/anon/auth/sso/callback`;

export async function findTenantProvider(ctx: Pick<AppContext, 'db'>, scope: TenantScope) {
  const [row] = await ctx.db
    .select()
    .from(tenantIdentityProviders)
    .where(scope.where(tenantIdentityProviders));
  return row ?? null;
}

function answerOf(ctx: Pick<AppContext, 'config'>, row: ProviderRow | null): IdentityProviderResponse {
  const provider = row && {
    display_name: row.display_name,
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    client_secret_set: row.client_secret !== '',
    email_claim: row.email_claim,
    groups_claim: row.groups_claim,
    admin_groups: row.admin_groups,
    user_groups: row.user_groups,
    email_domains: row.email_domains,
    mfa_values: row.mfa_values,
    allow_signup: row.allow_signup,
    enabled: row.enabled,
  };
  return { provider, callback_url: callbackUrlOf(ctx) };
}

export async function getIdentityProvider(ctx: AppContext, scope: TenantScope) {
  return answerOf(ctx, await findTenantProvider(ctx, scope));
}

/** The first of the domains another tenant's provider already offers, if any. */
async function domainTakenElsewhere(ctx: AppContext, scope: TenantScope, domains: string[]) {
  for (const domain of domains) {
    // Across tenants: one e-mail domain leads to one school's provider on the login page.
    const [other] = await ctx.db
      .select({ id: tenantIdentityProviders.id })
      .from(tenantIdentityProviders)
      .where(
        and(
          ne(tenantIdentityProviders.tenant_id, scope.tenantId),
          sql`${tenantIdentityProviders.email_domains} @> ${JSON.stringify([domain])}::jsonb`,
        ),
      );
    if (other) return domain;
  }
  return null;
}

/** The names of the provider's settings the form changes (never their values; a new provider: all). */
function changedSettings(existing: ProviderRow | null, fields: Omit<Save, 'client_secret'>, secret: boolean) {
  const names = Object.entries(fields)
    .filter(([k, v]) => !existing || JSON.stringify(existing[k as keyof ProviderRow]) !== JSON.stringify(v))
    .map(([k]) => k);
  return secret ? [...names, 'client_secret'] : names;
}

const ofTenant = (who: TenantAccessor) => ({
  action: 'settings.changed' as const,
  record: 'tenant' as const,
  ids: [who.scope.tenantId],
});

export async function saveIdentityProvider(
  ctx: AppContext,
  who: TenantAccessor,
  values: Save,
): Promise<IdentityProviderResponse> {
  const { scope } = who;
  const problem = issuerProblem(values.issuer_url, ctx.config.production);
  if (problem) throw badRequest(problem, 'issuer_url');
  const taken = await domainTakenElsewhere(ctx, scope, values.email_domains);
  if (taken)
    throw badRequest(
      `Die E-Mail-Domain ${taken} ist bereits einer anderen Schule zugeordnet. Bitte entfernen Sie sie.`,
      'email_domains',
    );
  const { client_secret, ...fields } = values;
  const existing = await findTenantProvider(ctx, scope);
  if (!existing && client_secret === '')
    throw badRequest('Bitte das Client-Geheimnis angeben.', 'client_secret');
  const secret = client_secret === '' ? {} : { client_secret: ctx.secrets.seal(client_secret) };
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = existing
      ? await tx
          .update(tenantIdentityProviders)
          .set({ ...fields, ...secret, updated_at: sql`now()` })
          .where(scope.where(tenantIdentityProviders))
          .returning()
      : await tx
          .insert(tenantIdentityProviders)
          .values({ ...fields, client_secret: '', ...secret, tenant_id: scope.tenantId })
          .returning();
    const changed = changedSettings(existing, fields, client_secret !== '');
    if (changed.length > 0) await recordChange(tx, who, { ...ofTenant(who), fields: changed });
    return saved;
  });
  return answerOf(ctx, row ?? null);
}

/** Removes the provider; the accounts linked to it go with it (the users stay). */
export async function deleteIdentityProvider(ctx: AppContext, who: TenantAccessor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(tenantIdentityProviders)
      .where(who.scope.where(tenantIdentityProviders))
      .returning({ id: tenantIdentityProviders.id });
    if (removed.length > 0) await recordChange(tx, who, { ...ofTenant(who), fields: ['identity_provider'] });
  });
}

/** 'Verbindung testen': runs the discovery of the issuer typed in the form and says what happened. */
export async function testIdentityProvider(
  ctx: AppContext,
  input: { issuer_url: string; client_id: string },
): Promise<TestIdentityProviderResponse> {
  const problem = issuerProblem(input.issuer_url, ctx.config.production);
  if (problem) return { ok: false, message: problem };
  try {
    const config = await discover(ctx, { ...input, client_secret: '' });
    const meta = config.serverMetadata();
    if (!meta.authorization_endpoint || !meta.token_endpoint || !meta.jwks_uri)
      return {
        ok: false,
        message:
          'Der Anmeldedienst antwortet, nennt aber nicht alle nötigen Adressen (Anmeldung, Token, Schlüssel).',
      };
    return { ok: true, message: `Verbindung erfolgreich: ${meta.issuer} antwortet.` };
  } catch (err) {
    return {
      ok: false,
      message: isUnreachable(err)
        ? 'Der Anmeldedienst ist unter dieser Adresse nicht erreichbar. Bitte prüfen Sie die Adresse.'
        : 'Unter dieser Adresse antwortet kein OpenID-Connect-Anmeldedienst (oder er nennt eine andere Adresse als Aussteller). Bitte prüfen Sie die Adresse.',
    };
  }
}
