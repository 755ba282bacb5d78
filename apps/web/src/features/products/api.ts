/** Products of the selected tenant (SPEC §7 products): list, details, available base products, upsert. */
import { API } from '@ausweis/shared/api-paths';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import type {
  AvailableProductsResponse,
  ProductDetails,
  ProductListRow,
} from '@ausweis/shared/schemas/products';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

/** Every product query starts with this key; keyed by tenant so switching tenants reloads. */
const PRODUCTS_KEY = ['products'] as const;

export const findProducts = (body: PaginationRequest): Promise<Paged<ProductListRow>> =>
  apiPost<Paged<ProductListRow>>(API.products.find, body);

export const fetchProductDetails = (id: number): Promise<ProductDetails> =>
  apiGet<ProductDetails>(API.products.details, { id });

export const fetchAvailableProducts = (): Promise<AvailableProductsResponse> =>
  apiGet<AvailableProductsResponse>(API.products.available);

/** Multipart: the product fields and the image files (see form-data.ts). */
export const upsertProduct = (form: FormData): Promise<ProductDetails> =>
  apiPost<ProductDetails>(API.products.upsert, form);

export const productsQuery = (tenantId: number | null, body: PaginationRequest) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, tenantId, 'find', body],
    queryFn: () => findProducts(body),
    placeholderData: keepPreviousData,
    enabled: tenantId !== null,
  });

export const productDetailsQuery = (tenantId: number | null, id: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, tenantId, 'details', id],
    queryFn: () => fetchProductDetails(id),
    enabled: tenantId !== null,
    retry: false,
  });

export const availableProductsQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, tenantId, 'available'],
    queryFn: fetchAvailableProducts,
    enabled: tenantId !== null,
  });

export const useProducts = (tenantId: number | null, body: PaginationRequest) =>
  useQuery(productsQuery(tenantId, body));
export const useProductDetails = (tenantId: number | null, id: number) =>
  useQuery(productDetailsQuery(tenantId, id));
export const useAvailableProducts = (tenantId: number | null) => useQuery(availableProductsQuery(tenantId));

/** Saves a product; the list and the saved product's details reload. */
export function useUpsertProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
