/** Tenants (Mandanten) for super admins (docs/product.md#api tenants): the sad family. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { OkResponse } from '../schemas/account';
import { paged } from '../schemas/pagination';
import {
  CompanyRow,
  FindTenantsRequest,
  TENANT_IMAGE_FIELDS,
  TenantConfigRow,
  TenantDetails,
  TenantIdQuery,
  TenantListRow,
  TenantMemberRow,
  TenantOrderCountQuery,
  TenantOrderCountResponse,
  TenantProductOption,
  TenantProductsQuery,
  TenantUpsertForm,
  TenantUpsertResponse,
} from '../schemas/tenants';

export const tenants = defineEndpoints('tenants', {
  config: {
    method: 'GET',
    path: '/a/sad/tenants/config',
    response: z.array(TenantConfigRow),
    summary: 'The product configuration of every tenant.',
  },
  companies: {
    method: 'GET',
    path: '/a/sad/tenants/companies',
    response: z.array(CompanyRow),
    summary: 'Every tenant of type company, for the company choice.',
  },
  products: {
    method: 'GET',
    path: '/a/sad/tenants/products',
    request: TenantProductsQuery,
    response: z.array(TenantProductOption),
    summary: 'The base products of a country (and tenant type), with their list prices.',
  },
  details: {
    method: 'GET',
    path: '/a/sad/tenants/details',
    request: TenantIdQuery,
    response: TenantDetails,
    summary: 'One tenant with everything the tenant page shows.',
  },
  members: {
    method: 'GET',
    path: '/a/sad/tenants/members',
    request: TenantIdQuery,
    response: z.array(TenantMemberRow),
    summary: "The tenant's members (read-only list on the tenant page).",
  },
  find: {
    method: 'POST',
    path: '/a/sad/tenants/find',
    request: FindTenantsRequest,
    response: paged(TenantListRow),
    summary: 'Paged list of the tenants.',
  },
  orderCount: {
    method: 'GET',
    path: '/a/sad/tenants/order_count',
    request: TenantOrderCountQuery,
    response: TenantOrderCountResponse,
    summary: "The number of the tenant's orders and invoice runs (asked before deleting it).",
  },
  delete: {
    method: 'DELETE',
    path: '/a/sad/tenants/delete',
    request: TenantOrderCountQuery,
    response: OkResponse,
    summary: 'Deletes a tenant with its products, orders and files.',
  },
  upsert: {
    method: 'POST',
    path: '/a/sad/tenants/upsert',
    multipart: { files: Object.values(TENANT_IMAGE_FIELDS) },
    request: TenantUpsertForm,
    response: TenantUpsertResponse,
    summary: 'Creates or changes a tenant: its fields, products (JSON) and logo, stamp, sign files.',
  },
});
