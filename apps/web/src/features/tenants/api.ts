/** Tenant fetchers and hooks (super admin): list, details, catalogue, upsert (multipart), delete. */
import { API } from '@ausweis/shared/api-paths';
import type { Country } from '@ausweis/shared/constants';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import type {
  CompanyRow,
  FindTenantsRequest,
  TenantConfigRow,
  TenantDetails,
  TenantListRow,
  TenantMemberRow,
  TenantProductOption,
} from '@ausweis/shared/schemas/tenants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { deselectTenant } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';

export const findTenants = (body: FindTenantsRequest): Promise<Paged<TenantListRow>> =>
  apiPost<Paged<TenantListRow>>(API.tenants.find, body);
export const fetchTenantConfig = (): Promise<TenantConfigRow[]> =>
  apiGet<TenantConfigRow[]>(API.tenants.config);
export const fetchTenantProducts = (country: Country): Promise<TenantProductOption[]> =>
  apiGet<TenantProductOption[]>(API.tenants.products, { country_id: country });
export const fetchTenantDetails = (id: number): Promise<TenantDetails> =>
  apiGet<TenantDetails>(API.tenants.details, { id });
export const fetchTenantMembers = (id: number): Promise<TenantMemberRow[]> =>
  apiGet<TenantMemberRow[]>(API.tenants.members, { id });
export const fetchCompanies = (): Promise<CompanyRow[]> => apiGet<CompanyRow[]>(API.tenants.companies);
export const fetchTenantOrderCount = (tenantId: number): Promise<number> =>
  apiGet<{ count: number }>(API.tenants.orderCount, { tenant_id: tenantId }).then((r) => r.count);
/** Multipart: the tenant fields, `products` as JSON and file_logo, file_stamp, file_sign. */
export const upsertTenant = (form: FormData): Promise<{ id: number }> =>
  apiRequest<{ id: number }>(API.tenants.upsert, { method: 'POST', body: form });
export const deleteTenant = (tenantId: number): Promise<{ ok: true }> =>
  apiRequest<{ ok: true }>(API.tenants.delete, { method: 'DELETE', query: { tenant_id: tenantId } });

export const tenantsQuery = (body: FindTenantsRequest) =>
  queryOptions({
    queryKey: ['tenants', 'list', body],
    queryFn: () => findTenants(body),
    placeholderData: keepPreviousData,
  });
export const tenantConfigQuery = () =>
  queryOptions({ queryKey: ['tenants', 'config'], queryFn: fetchTenantConfig, staleTime: 5 * 60_000 });
export const tenantProductsQuery = (country: Country | null) =>
  queryOptions({
    queryKey: ['tenants', 'products', country],
    queryFn: () => fetchTenantProducts(country as Country),
    enabled: country !== null,
  });
export const tenantDetailsQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['tenants', 'details', id],
    queryFn: () => fetchTenantDetails(id as number),
    enabled: id !== null,
  });
export const tenantMembersQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['tenants', 'members', id],
    queryFn: () => fetchTenantMembers(id as number),
    enabled: id !== null,
  });
export const companiesQuery = () =>
  queryOptions({ queryKey: ['tenants', 'companies'], queryFn: fetchCompanies });

export const useTenants = (body: FindTenantsRequest) => useQuery(tenantsQuery(body));
export const useTenantConfig = () => useQuery(tenantConfigQuery());
export const useTenantProducts = (country: Country | null) => useQuery(tenantProductsQuery(country));
export const useTenantDetails = (id: number | null) => useQuery(tenantDetailsQuery(id));
export const useTenantMembers = (id: number | null) => useQuery(tenantMembersQuery(id));
export const useCompanies = () => useQuery(companiesQuery());

/** Saving changes the list, the details and the companies; all tenant queries reload. */
export function useUpsertTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tenants'] }),
  });
}

/** Deleting the selected tenant deselects it (SPEC §2 toolbar). */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: (_r, id) => {
      // Deselect first: every later call would send the deleted tenant's id and fail.
      if (getSession().selectedTenant?.id === id) setSession(deselectTenant);
      queryClient.removeQueries({ queryKey: ['tenants', 'details', id] });
      return queryClient.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}
