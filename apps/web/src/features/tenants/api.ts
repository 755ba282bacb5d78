/** Tenant fetchers and hooks (super admin): list, details, catalogue, upsert (multipart), delete. */
import type { Country } from '@ausweis/shared/constants';
import { tenants } from '@ausweis/shared/contracts/tenants';
import type { FindTenantsRequest } from '@ausweis/shared/schemas/tenants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint-client';
import { deselectTenant } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';

/** Every tenant query starts with this key. */
const TENANTS_KEY = ['tenants'] as const;

export const fetchTenantProducts = (country: Country) =>
  callEndpoint(tenants.products, { country_id: country });
export const fetchTenantDetails = (id: number) => callEndpoint(tenants.details, { id });
export const fetchTenantMembers = (id: number) => callEndpoint(tenants.members, { id });
/** What deleting the tenant concerns: its orders and its invoice runs (which forbid deleting it). */
export const fetchTenantOrderCount = (tenantId: number) =>
  callEndpoint(tenants.orderCount, { tenant_id: tenantId });
/** Multipart: the tenant fields, `products` as JSON and file_logo, file_stamp, file_sign. */
export const upsertTenant = (form: FormData) => callEndpoint(tenants.upsert, form);
export const deleteTenant = (tenantId: number) => callEndpoint(tenants.delete, { tenant_id: tenantId });

export const tenantsQuery = (body: FindTenantsRequest) =>
  queryOptions({ ...endpointQuery(tenants.find, body), placeholderData: keepPreviousData });
export const tenantConfigQuery = () =>
  queryOptions({ ...endpointQuery(tenants.config, undefined), staleTime: 5 * 60_000 });
export const tenantProductsQuery = (country: Country | null) =>
  queryOptions({
    queryKey: endpointKey(tenants.products, { country_id: country as Country }),
    queryFn: () => fetchTenantProducts(country as Country),
    enabled: country !== null,
  });
export const tenantDetailsQuery = (id: number | null) =>
  queryOptions({
    queryKey: endpointKey(tenants.details, { id: id as number }),
    queryFn: () => fetchTenantDetails(id as number),
    enabled: id !== null,
  });
export const tenantMembersQuery = (id: number | null) =>
  queryOptions({
    queryKey: endpointKey(tenants.members, { id: id as number }),
    queryFn: () => fetchTenantMembers(id as number),
    enabled: id !== null,
  });

export const useTenants = (body: FindTenantsRequest) => useQuery(tenantsQuery(body));
export const useTenantConfig = () => useQuery(tenantConfigQuery());
export const useTenantProducts = (country: Country | null) => useQuery(tenantProductsQuery(country));
export const useTenantDetails = (id: number | null) => useQuery(tenantDetailsQuery(id));
export const useTenantMembers = (id: number | null) => useQuery(tenantMembersQuery(id));

/** Saving changes the list, the details and the companies; all tenant queries reload. */
export function useUpsertTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}

/** Deleting the selected tenant deselects it (docs/product.md#screens toolbar). */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: (_r, id) => {
      // Deselect first: every later call would send the deleted tenant's id and fail.
      if (getSession().selectedTenant?.id === id) setSession(deselectTenant);
      queryClient.removeQueries({ queryKey: endpointKey(tenants.details, { id }) });
      return queryClient.invalidateQueries({ queryKey: TENANTS_KEY });
    },
  });
}
