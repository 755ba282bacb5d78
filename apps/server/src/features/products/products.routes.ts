import { API } from '@ausweis/shared/api-paths';
import { paged } from '@ausweis/shared/schemas/pagination';
import {
  AvailableProductsResponse,
  FindProductsRequest,
  ProductDetails,
  ProductDetailsQuery,
  ProductListRow,
} from '@ausweis/shared/schemas/products';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { readMultipart } from '../../http/multipart';
import { authOf, tenantOf } from '../../http/request-context';
import { availableProducts, findProducts, productDetails, tenantInfo } from './products.service';
import { upsertProduct } from './products.upsert';

/** Products of the selected tenant (SPEC §7 products); the `ad` family admits tenant Admins and super admins. */
export const productsRoutes: FeatureRoutes = {
  ad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `/api${API.products.find}`,
      { schema: { body: FindProductsRequest, response: { 200: paged(ProductListRow) } } },
      (req) => findProducts(ctx.db, tenantOf(req).id, req.body),
    );
    r.get(
      `/api${API.products.details}`,
      { schema: { querystring: ProductDetailsQuery, response: { 200: ProductDetails } } },
      (req) => productDetails(ctx, ctx.db, tenantOf(req).id, req.query.id),
    );
    r.get(
      `/api${API.products.available}`,
      { schema: { response: { 200: AvailableProductsResponse } } },
      async (req) => {
        const tenantId = tenantOf(req).id;
        const isSuperAdmin = authOf(req).is_super_admin;
        return {
          products: await availableProducts(ctx.db, tenantId, { isSuperAdmin }),
          tenant: await tenantInfo(ctx.db, tenantId),
        };
      },
    );
    r.post(`/api${API.products.upsert}`, { schema: { response: { 200: ProductDetails } } }, async (req) =>
      upsertProduct(
        ctx,
        tenantOf(req).id,
        { isSuperAdmin: authOf(req).is_super_admin },
        await readMultipart(req),
      ),
    );
  },
};
