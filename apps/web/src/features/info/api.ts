/** Backend info for the app info page: public name and version; the details for super admins. */
import { info } from '@ausweis/shared/contracts/info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

const backendInfoQuery = () => queryOptions(endpointQuery(info.backend, undefined));

export const useBackendInfo = () => useQuery(backendInfoQuery());

/** The running server in detail (GET /api/a/sad/info); ask only where the user may (`app.details`). */
const backendDetailsQuery = () => queryOptions(endpointQuery(info.details, undefined));

export const useBackendDetails = (enabled: boolean) => useQuery({ ...backendDetailsQuery(), enabled });
