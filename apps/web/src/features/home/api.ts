/** The landing page's one call: product info for the two codes, checked before the order page opens. */
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';

/** Loaded at the first check: the order contracts carry zod schemas the landing page does not load. */
export const checkProductInfo = async ({
  tenantCode,
  productCode,
}: {
  tenantCode: string;
  productCode: string;
}) => {
  const { ordering } = await import('@ausweis/shared/contracts/ordering');
  return callEndpoint(ordering.productInfo, undefined, {
    params: { tenantShortCode: tenantCode.trim(), productShortCode: productCode.trim() },
  });
};

/** Failures show the 'Fehler' toast (api client) and keep the visitor on the landing page. */
export const useCheckProductInfo = () => useMutation({ mutationFn: checkProductInfo });
