/** Dashboard data (SPEC §2): open registrations and the 10 newest orders (super admin), else the 10 newest cards. */
import { API } from '@ausweis/shared/api-paths';
import { orders } from '@ausweis/shared/contracts/orders';
import {
  type CardListRow,
  type FindCardsRequest,
  LATEST_ROWS_REQUEST,
  type RegistrationRow,
} from '@ausweis/shared/schemas/dashboard';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { callEndpoint } from '../../lib/endpoint-client';

/** Page 1 of the newest confirmed (paid) rows by id, not counted (shared with the benchmark). */
export const latestRequest = LATEST_ROWS_REQUEST;

export const fetchNewRegistrations = (): Promise<RegistrationRow[]> =>
  apiGet<RegistrationRow[]>(API.registrations.findNew);

export const findCards = (body: FindCardsRequest): Promise<Paged<CardListRow>> =>
  apiPost<Paged<CardListRow>>(API.cards.find, body);

export const newRegistrationsQuery = () =>
  queryOptions({ queryKey: ['registrations', 'new'], queryFn: fetchNewRegistrations });

export const latestOrdersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'latest'],
    queryFn: () => callEndpoint(orders.find, { ...latestRequest, use_archive: false }),
  });

/** Keyed by tenant: switching the tenant loads that tenant's cards. */
export const latestCardsQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: ['cards', 'latest', tenantId],
    queryFn: () => findCards({ ...latestRequest, use_archive: false }),
    enabled: tenantId !== null,
  });

export const useNewRegistrations = () => useQuery(newRegistrationsQuery());
export const useLatestOrders = () => useQuery(latestOrdersQuery());
export const useLatestCards = (tenantId: number | null) => useQuery(latestCardsQuery(tenantId));
