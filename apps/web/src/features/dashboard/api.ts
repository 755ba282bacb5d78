/** Dashboard data (docs/product.md#screens): open registrations and the 10 newest orders (super admin), else the 10 newest cards. */
import { cards } from '@ausweis/shared/contracts/cards';
import { orders } from '@ausweis/shared/contracts/orders';
import { registrations } from '@ausweis/shared/contracts/registrations';
import { tenantOverview } from '@ausweis/shared/contracts/tenant-overview';
import { type FindCardsRequest, LATEST_ROWS_REQUEST } from '@ausweis/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

/** Page 1 of the newest confirmed (paid) rows by id, not counted (shared with the benchmark). */
export const latestRequest = LATEST_ROWS_REQUEST;

export const findCards = (body: FindCardsRequest) => callEndpoint(cards.find, body);

export const newRegistrationsQuery = () => queryOptions(endpointQuery(registrations.findNew, undefined));

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

/** Every tenant's overview; a saved product may change whether the tenant reviews photos. */
export const TENANT_OVERVIEW_KEY = ['tenant-overview'] as const;

/** The school's counts, keyed by tenant; none without a tenant. */
export const tenantOverviewQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: [...TENANT_OVERVIEW_KEY, tenantId],
    queryFn: () => callEndpoint(tenantOverview.get, undefined),
    enabled: tenantId !== null,
  });

/** The school's counts, read anew each time the dashboard shows. */
export const useTenantOverview = (tenantId: number) =>
  useQuery({ ...tenantOverviewQuery(tenantId), staleTime: 0 });
