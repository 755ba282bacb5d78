/** 'Liste Bestellungen' (SPEC §7 orders list, super admin): the paged list and the card download. */
import { API } from '@ausweis/shared/api-paths';
import { orders } from '@ausweis/shared/contracts/orders';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { FindOrdersRequest } from '@ausweis/shared/schemas/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

export const findOrders = (request: FindOrdersRequest) => callEndpoint(orders.find, request);

export const ordersQuery = (request: FindOrdersRequest) =>
  queryOptions({ ...endpointQuery(orders.find, request), placeholderData: keepPreviousData });

export const useOrders = (request: FindOrdersRequest) => useQuery(ordersQuery(request));

/** Downloads the printed card of an order (super admin). */
export const downloadOrderCard = (orderId: number, archive: boolean) =>
  downloadFile(
    () =>
      apiFile(API.cards.download, {
        method: 'GET',
        query: { order_id: orderId, from_archive: archive, hash: '' },
      }),
    `ausweis-${orderId}.pdf`,
    CARD_TEXTS.downloadFailed,
  );
