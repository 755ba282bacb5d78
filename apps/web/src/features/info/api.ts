/** Backend info for the app info page. */
import { API } from '@ausweis/shared/api-paths';
import type { BackendInfo } from '@ausweis/shared/schemas/info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const fetchBackendInfo = (): Promise<BackendInfo> => apiGet<BackendInfo>(API.info);

export const backendInfoQuery = () =>
  queryOptions({ queryKey: ['info', 'backend'], queryFn: fetchBackendInfo });

export const useBackendInfo = () => useQuery(backendInfoQuery());
