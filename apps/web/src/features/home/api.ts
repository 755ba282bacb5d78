/** The landing page's one call: product info for the two codes, checked before the order page opens. */
import { productInfoPath } from '@ausweis/shared/api-paths';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const checkProductInfo = ({ tenantCode, productCode }: { tenantCode: string; productCode: string }) =>
  apiGet<ProductInfo>(productInfoPath(tenantCode.trim(), productCode.trim()));

/** Failures show the 'Fehler' toast (api client) and keep the visitor on the landing page. */
export const useCheckProductInfo = () => useMutation({ mutationFn: checkProductInfo });
