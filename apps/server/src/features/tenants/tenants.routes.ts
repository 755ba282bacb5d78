import { API } from '@ausweis/shared/api-paths';
import { COUNTRIES, TENANT_TYPES } from '@ausweis/shared/constants';
import { paged } from '@ausweis/shared/schemas/pagination';
import {
  CompanyRow,
  FindTenantsRequest,
  TENANT_FLAG_FIELDS,
  TENANT_IMAGE_FIELDS,
  TenantConfigRow,
  TenantDetails,
  TenantIdQuery,
  TenantListRow,
  TenantMemberRow,
  TenantOrderCountQuery,
  TenantOrderCountResponse,
  TenantProductOption,
  TenantUpsertRequest,
  TenantUpsertResponse,
  tenantImageSizes,
} from '@ausweis/shared/schemas/tenants';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { type MultipartForm, readMultipart } from '../../http/multipart';
import { inspectImage, MAX_DESIGN_IMAGE_PIXELS, toExactPng } from '../../platform/images';
import {
  countTenantOrders,
  deleteTenant,
  findAvailableProducts,
  findCompanies,
  findTenantConfig,
  findTenantMembers,
  findTenants,
  getTenantDetails,
  type TenantImages,
  upsertTenant,
} from './tenants.service';

const OkResponse = z.object({ ok: z.literal(true) });
const ProductsQuery = z.object({
  country_id: z.enum(COUNTRIES, { error: MESSAGES.required }),
  tenant_type: z.enum(TENANT_TYPES).optional(),
});

/** Multipart text fields -> the plain object the upsert schema reads (flags, products JSON). */
export function tenantFormToInput(fields: MultipartForm['fields']): Record<string, unknown> {
  const input: Record<string, unknown> = { ...fields };
  for (const key of TENANT_FLAG_FIELDS) {
    const v = fields[key];
    if (v === undefined) continue;
    input[key] = v === 'true' ? true : v === 'false' || v === '' ? false : v;
  }
  if (input.id === '') delete input.id;
  if (fields.products !== undefined) {
    try {
      input.products = JSON.parse(fields.products);
    } catch {
      input.products = null;
    }
  }
  return input;
}

/** Parses and checks the upsert form; a German 400 for the first problem, before anything is written. */
async function readUpsert(form: MultipartForm): Promise<{ req: TenantUpsertRequest; images: TenantImages }> {
  const parsed = TenantUpsertRequest.safeParse(tenantFormToInput(form.fields));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? MESSAGES.required, issue?.path.join('.') || undefined);
  }
  const req = parsed.data;
  const sizes = tenantImageSizes(req.tenant_type);
  const images: TenantImages = {};
  for (const kind of ['logo', 'stamp', 'sign'] as const) {
    const field = TENANT_IMAGE_FIELDS[kind];
    const file = form.files[field];
    if (!file) continue;
    await inspectImage(file.bytes, field, MAX_DESIGN_IMAGE_PIXELS);
    images[kind] = await toExactPng(file.bytes, sizes[kind]);
  }
  return { req, images };
}

export const tenantsRoutes: FeatureRoutes = {
  sad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(`/api${API.tenants.config}`, { schema: { response: { 200: z.array(TenantConfigRow) } } }, () =>
      findTenantConfig(ctx.db),
    );
    r.get(`/api${API.tenants.companies}`, { schema: { response: { 200: z.array(CompanyRow) } } }, () =>
      findCompanies(ctx.db),
    );
    r.get(
      `/api${API.tenants.products}`,
      { schema: { querystring: ProductsQuery, response: { 200: z.array(TenantProductOption) } } },
      (req) => findAvailableProducts(ctx.db, req.query.country_id, req.query.tenant_type),
    );
    r.get(
      `/api${API.tenants.details}`,
      { schema: { querystring: TenantIdQuery, response: { 200: TenantDetails } } },
      (req) => getTenantDetails(ctx.db, req.query.id),
    );
    r.get(
      `/api${API.tenants.members}`,
      { schema: { querystring: TenantIdQuery, response: { 200: z.array(TenantMemberRow) } } },
      (req) => findTenantMembers(ctx.db, req.query.id),
    );
    r.post(
      `/api${API.tenants.find}`,
      { schema: { body: FindTenantsRequest, response: { 200: paged(TenantListRow) } } },
      (req) => findTenants(ctx.db, req.body),
    );
    r.get(
      `/api${API.tenants.orderCount}`,
      { schema: { querystring: TenantOrderCountQuery, response: { 200: TenantOrderCountResponse } } },
      async (req) => ({ count: await countTenantOrders(ctx.db, req.query.tenant_id) }),
    );
    r.delete(
      `/api${API.tenants.delete}`,
      { schema: { querystring: TenantOrderCountQuery, response: { 200: OkResponse } } },
      async (req) => {
        await deleteTenant(ctx, req.query.tenant_id);
        return { ok: true as const };
      },
    );
    r.post(
      `/api${API.tenants.upsert}`,
      { schema: { response: { 200: TenantUpsertResponse } } },
      async (req) => {
        const { req: input, images } = await readUpsert(await readMultipart(req));
        return upsertTenant(ctx, input, images);
      },
    );
  },
};
