/** 'Liste Bestellungen' (SPEC §7 orders list, super admin): the paged list and the card download. */
import { API } from '@ausweis/shared/api-paths';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { FindOrdersRequest, OrderListRow } from '@ausweis/shared/schemas/dashboard';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** The dashboard's newest orders share this key prefix (['orders', 'latest']). */
export const ORDERS_KEY = ['orders'] as const;

export const findOrders = (body: FindOrdersRequest): Promise<Paged<OrderListRow>> =>
  apiPost<Paged<OrderListRow>>(API.orders.find, body);

export const ordersQuery = (body: FindOrdersRequest) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'find', body],
    queryFn: () => findOrders(body),
    placeholderData: keepPreviousData,
  });

export const useOrders = (body: FindOrdersRequest) => useQuery(ordersQuery(body));

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
