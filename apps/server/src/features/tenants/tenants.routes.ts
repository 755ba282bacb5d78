import { tenants } from '@ausweis/shared/contracts/tenants';
import { TENANT_IMAGE_FIELDS, TenantUpsertForm } from '@ausweis/shared/schemas/tenants';
import { endpointRoutes, route } from '../../http/endpoints';
import { parseMultipart } from '../../http/multipart';
import { countTenantOrders, deleteTenant } from './delete-tenant.service';
import { findAvailableProducts } from './find-available-products.service';
import { findCompanies, findTenantConfig, findTenants } from './find-tenants.service';
import { findTenantMembers, getTenantDetails } from './get-tenant-details.service';
import { upsertTenant } from './upsert-tenant.service';

/** Tenants (docs/product.md#api tenants): super admins only (the sad family guards). */
export const tenantsRoutes = endpointRoutes((ctx) => [
  route(tenants.config, () => findTenantConfig(ctx.db)),
  route(tenants.companies, () => findCompanies(ctx.db)),
  route(tenants.products, (request) =>
    findAvailableProducts(ctx.db, request.country_id, request.tenant_type),
  ),
  route(tenants.details, (request) => getTenantDetails(ctx.db, request.id)),
  route(tenants.members, (request) => findTenantMembers(ctx.db, request.id)),
  route(tenants.find, (request) => findTenants(ctx.db, request)),
  route(tenants.orderCount, (request) => countTenantOrders(ctx.db, request.tenant_id)),
  route(tenants.delete, async (request) => {
    await deleteTenant(ctx, request.tenant_id);
    return { ok: true as const };
  }),
  route(tenants.upsert, async (_request, req) => {
    const form = await parseMultipart(req, TenantUpsertForm, { files: Object.values(TENANT_IMAGE_FIELDS) });
    return upsertTenant(ctx, form);
  }),
]);
