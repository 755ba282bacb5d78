/**
 * The institution a card names: the tenant product's own name with its second line when it has one,
 * else the tenant's name and second line. The card, its preview, the verifier, the card app and the
 * mails about a card all name it so.
 */
import { clean } from './svg';

export interface CardTenantNames {
  name: string;
  name2: string | null;
}

export function cardTenantNames(
  product: { tenant_name?: string | null; tenant_name2?: string | null },
  tenant: { name: string; name2?: string | null },
): CardTenantNames {
  const own = clean(product.tenant_name);
  return own
    ? { name: own, name2: product.tenant_name2 ?? null }
    : { name: tenant.name, name2: tenant.name2 ?? null };
}
