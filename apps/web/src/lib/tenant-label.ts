import type { TenantSummary } from '@ausweis/shared/schemas/auth';

/** 'name name2 (city)' as the tenant chooser shows it; name2 is optional. */
export function tenantLabel(t: Pick<TenantSummary, 'name' | 'name2' | 'city'>): string {
  const names = [t.name, t.name2].filter((v) => v?.trim()).join(' ');
  return t.city ? `${names} (${t.city})` : names;
}
