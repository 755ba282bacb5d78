/** Products of the selected tenant (docs/product.md#api products): list, details, available base products, upsert. */
import { products } from '@ausweis/shared/contracts/products';
import type { PaginationRequest } from '@ausweis/shared/schemas/pagination';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../lib/endpoint-client';
import { TENANT_OVERVIEW_KEY } from '../dashboard/public';

/** Every product query starts with this key. */
const PRODUCTS_KEY = ['products'] as const;

export const findProducts = (body: PaginationRequest) => callEndpoint(products.find, body);

export const fetchProductDetails = (id: number) => callEndpoint(products.details, { id });

export const fetchAvailableProducts = () => callEndpoint(products.available, undefined);

/** Multipart: the product fields and the image files (see form-data.ts). */
export const upsertProduct = (form: FormData) => callEndpoint(products.upsert, form);

// The tenant comes in a header, not in the request: the keys name it, so a switch reloads.
export const productsQuery = (tenantId: number | null, body: PaginationRequest) =>
  queryOptions({
    queryKey: [...endpointKey(products.find, body), tenantId],
    queryFn: () => findProducts(body),
    placeholderData: keepPreviousData,
    enabled: tenantId !== null,
  });

export const productDetailsQuery = (tenantId: number | null, id: number) =>
  queryOptions({
    queryKey: [...endpointKey(products.details, { id }), tenantId],
    queryFn: () => fetchProductDetails(id),
    enabled: tenantId !== null,
    retry: false,
  });

export const availableProductsQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: [...endpointKey(products.available), tenantId],
    queryFn: fetchAvailableProducts,
    enabled: tenantId !== null,
  });

export const useProducts = (tenantId: number | null, body: PaginationRequest) =>
  useQuery(productsQuery(tenantId, body));
export const useProductDetails = (tenantId: number | null, id: number) =>
  useQuery(productDetailsQuery(tenantId, id));
export const useAvailableProducts = (tenantId: number | null) => useQuery(availableProductsQuery(tenantId));

/**
 * Saves a product; the list and the saved product's details reload, and the tenant's overview (its
 * photo review decides the sidebar's 'Fotos prüfen').
 */
export function useUpsertProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: TENANT_OVERVIEW_KEY }),
      ]),
  });
}
