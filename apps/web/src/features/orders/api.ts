/** 'Liste Bestellungen' (docs/product.md#api orders list, super admin): the paged list and the card download. */
import { cards } from '@ausweis/shared/contracts/cards';
import { orders } from '@ausweis/shared/contracts/orders';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { FindOrdersRequest } from '@ausweis/shared/schemas/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download';
import { endpointQuery, fetchEndpointFile } from '../../lib/endpoint-client';

export const ordersQuery = (request: FindOrdersRequest) =>
  queryOptions({ ...endpointQuery(orders.find, request), placeholderData: keepPreviousData });

export const useOrders = (request: FindOrdersRequest) => useQuery(ordersQuery(request));

/** Downloads the printed card of an order (super admin). */
export const downloadOrderCard = (orderId: number, archive: boolean) =>
  downloadFile(
    () => fetchEndpointFile(cards.download, { order_id: orderId, from_archive: archive, hash: '' }),
    `ausweis-${orderId}.pdf`,
    CARD_TEXTS.downloadFailed,
  );
