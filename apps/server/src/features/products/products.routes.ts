import { products } from '@ausweis/shared/contracts/products';
import { can } from '@ausweis/shared/permissions';
import { requireAccessOf, tenantAccessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { scopeOf, subjectOf } from '../../http/request-context';
import { availableProducts, findProducts, productDetails, tenantInfo } from './products.service';
import { upsertProduct } from './upsert-product.service';

/**
 * Products of the selected tenant (docs/product.md#api products); the `ad` family admits tenant Admins and super
 * admins. products.editRestricted (super admins) sets the restricted fields and may use every base
 * product of the tenant, also those it may not create products of itself.
 */
export const productsRoutes = endpointRoutes((ctx) => [
  route(products.find, ({ input, req }) => findProducts(ctx.db, scopeOf(req), input)),
  route(products.details, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'product', 'read', input.id);
    return productDetails(ctx, ctx.db, scopeOf(req), input.id);
  }),
  route(products.available, async ({ req }) => {
    const scope = scopeOf(req);
    const isSuperAdmin = can(subjectOf(req), 'products.editRestricted');
    return {
      products: await availableProducts(ctx.db, scope, { isSuperAdmin }),
      tenant: await tenantInfo(ctx.db, scope),
    };
  }),
  route(products.upsert, async ({ input, files, req }) => {
    // Without an id the form creates a product.
    if (input.id) await requireAccessOf(ctx.db, req, 'product', 'change', input.id);
    const isSuperAdmin = can(subjectOf(req), 'products.editRestricted');
    return upsertProduct(ctx, tenantAccessorOf(req), { isSuperAdmin }, { values: input, files });
  }),
]);
