/** Backend info for the app info page. */
import { info } from '@ausweis/shared/contracts/info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

export const fetchBackendInfo = () => callEndpoint(info.backend, undefined);

export const backendInfoQuery = () => queryOptions(endpointQuery(info.backend, undefined));

export const useBackendInfo = () => useQuery(backendInfoQuery());
