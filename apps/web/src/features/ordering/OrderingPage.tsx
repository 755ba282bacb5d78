/**
 * /s/:tenantShortCode/:productShortCode (docs/product.md#screens ordering page): loads the product info, then the
 * order view; an unknown or disabled product gets a message page with a way on (docs/product.md#messages).
 * With ?link=<token> (a personal order link) the form starts prefilled; a link that does not
 * work is named above the empty form.
 */
import { ORDER_LINK_PARAM } from '@ausweis/shared/schemas/order-link-texts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/api-client';
import { serverBodyMessage } from '../../lib/server-error';
import { useOrderLink, useProductInfo } from './api';
import { OrderUnavailable } from './OrderUnavailable';
import { OrderView } from './OrderView';
import { linkProblem } from './order-link';

export default function OrderingPage() {
  const t = useText();
  const { tenantShortCode = '', productShortCode = '' } = useParams();
  const query = useProductInfo(tenantShortCode, productShortCode);
  const [search] = useSearchParams();
  const token = search.get(ORDER_LINK_PARAM);
  const link = useOrderLink(tenantShortCode, productShortCode, token);
  // The order form is a large render: in the background, in slices, so a phone stays responsive.
  const info = useDeferredValue(query.data);

  if (query.isPending || (query.data && !info) || (token !== null && link.isPending)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10, gap: 2 }} role="status">
        <CircularProgress aria-label={t('order.loading')} />
        <Typography color="text.secondary">{t('order.loading')} …</Typography>
      </Box>
    );
  }
  if (query.isError) {
    const offline = query.error instanceof ApiError && query.error.kind === 'network';
    return (
      <OrderUnavailable
        tenantCode={tenantShortCode}
        productCode={productShortCode}
        offline={offline}
        reason={serverBodyMessage(query.error) ?? undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // A new product (other codes) starts a new view with its own state.
  if (!info) return null;
  return (
    <OrderView
      key={`${info.tenant_short_code}/${info.product_short_code}`}
      info={info}
      orderLink={token && link.data ? { token, prefill: link.data } : null}
      linkProblem={link.isError ? linkProblem(link.error) : null}
    />
  );
}
