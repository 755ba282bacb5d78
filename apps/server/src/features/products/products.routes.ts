import { products } from '@ausweis/shared/contracts/products';
import { can } from '@ausweis/shared/permissions';
import { PRODUCT_IMAGE_FIELDS } from '@ausweis/shared/schemas/product-images';
import { ProductUpsertForm } from '@ausweis/shared/schemas/products';
import { endpointRoutes, route } from '../../http/endpoints';
import { parseMultipart } from '../../http/multipart';
import { scopeOf, subjectOf } from '../../http/request-context';
import { availableProducts, findProducts, productDetails, tenantInfo } from './products.service';
import { upsertProduct } from './upsert-product.service';

/**
 * Products of the selected tenant (docs/product.md#api products); the `ad` family admits tenant Admins and super
 * admins. products.editRestricted (super admins) sets the restricted fields and may use every base
 * product of the tenant, also those it may not create products of itself.
 */
export const productsRoutes = endpointRoutes((ctx) => [
  route(products.find, (request, req) => findProducts(ctx.db, scopeOf(req), request)),
  route(products.details, (request, req) => productDetails(ctx, ctx.db, scopeOf(req), request.id)),
  route(products.available, async (_request, req) => {
    const scope = scopeOf(req);
    const isSuperAdmin = can(subjectOf(req), 'products.editRestricted');
    return {
      products: await availableProducts(ctx.db, scope, { isSuperAdmin }),
      tenant: await tenantInfo(ctx.db, scope),
    };
  }),
  route(products.upsert, async (_request, req) => {
    const form = await parseMultipart(req, ProductUpsertForm, {
      files: Object.values(PRODUCT_IMAGE_FIELDS),
    });
    const isSuperAdmin = can(subjectOf(req), 'products.editRestricted');
    return upsertProduct(ctx, scopeOf(req), { isSuperAdmin }, form);
  }),
]);
