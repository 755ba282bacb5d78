import { tenants } from '@ausweis/shared/contracts/tenants';
import { accessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { countTenantOrders, deleteTenant } from './delete-tenant.service';
import { findAvailableProducts } from './find-available-products.service';
import { findCompanies, findTenantConfig, findTenants } from './find-tenants.service';
import { findTenantMembers, getTenantDetails } from './get-tenant-details.service';
import { upsertTenant } from './upsert-tenant.service';

/** Tenants (docs/product.md#api tenants): super admins only (the sad family guards). */
export const tenantsRoutes = endpointRoutes((ctx) => [
  route(tenants.config, () => findTenantConfig(ctx.db)),
  route(tenants.companies, () => findCompanies(ctx.db)),
  route(tenants.products, ({ input }) => findAvailableProducts(ctx.db, input.country_id, input.tenant_type)),
  route(tenants.details, ({ input }) => getTenantDetails(ctx.db, input.id)),
  route(tenants.members, ({ input }) => findTenantMembers(ctx.db, input.id)),
  route(tenants.find, ({ input }) => findTenants(ctx.db, input)),
  route(tenants.orderCount, ({ input }) => countTenantOrders(ctx.db, input.tenant_id)),
  route(tenants.delete, async ({ input, req }) => {
    await deleteTenant(ctx, input.tenant_id, accessorOf(req));
    return { ok: true as const };
  }),
  route(tenants.upsert, ({ input, files, req }) =>
    upsertTenant(ctx, { values: input, files }, accessorOf(req)),
  ),
]);
