/**
 * Typed calls of the shared endpoint contracts (shared/endpoint.ts) through api-client.ts: the request
 * goes where the contract says (JSON body of a POST, query of a GET or DELETE, FormData of a multipart
 * form), the answer has the contract's response type, and query keys start with the contract's name
 * (['cards', 'find', request]) so a mutation invalidates a whole feature by its first segment.
 */
import { type Endpoint, pathOf, type RequestInputOf, type ResponseOf } from '@ausweis/shared/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { type ApiFile, apiRequest, type Query, type RequestOptions } from './api-client';

export interface EndpointCallOptions
  extends Pick<RequestOptions, 'token' | 'background' | 'signal' | 'quiet' | 'tenantId'> {
  /** The `{name}` parameters of the contract's path. */
  params?: Record<string, string | number>;
}

function requestOptions<E extends Endpoint>(
  endpoint: E,
  request: RequestInputOf<E> | FormData,
  { params: _params, ...options }: EndpointCallOptions,
): RequestOptions {
  if (endpoint.method === 'POST') return { ...options, method: 'POST', body: request ?? {} };
  return { ...options, method: endpoint.method, query: (request ?? undefined) as Query | undefined };
}

/**
 * A contract by name, method and path alone, typed by the contract (`import type`): for a public page
 * that must not load the contract's schemas (shared/contracts/public-paths.ts).
 */
export const publicRef = <E extends Endpoint>(name: E['name'], method: E['method'], path: string) =>
  ({ name, method, path }) as E;

/** Calls a contract and returns its typed answer; failures as apiRequest (toast, error log). */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  request: RequestInputOf<E> | (E['multipart'] extends object ? FormData : never),
  options: EndpointCallOptions = {},
): Promise<ResponseOf<E>> {
  return apiRequest<ResponseOf<E>>(
    pathOf(endpoint, options.params),
    requestOptions(endpoint, request, options),
  );
}

/** Calls a contract whose answer is a file (PDF, Excel, zip, image). */
export function fetchEndpointFile<E extends Endpoint>(
  endpoint: E,
  request: RequestInputOf<E>,
  options: EndpointCallOptions = {},
): Promise<ApiFile> {
  return apiRequest<ApiFile>(pathOf(endpoint, options.params), {
    ...requestOptions(endpoint, request, options),
    asFile: true,
  });
}

/** The query key of a contract: its name's segments, then the request (if any). */
export const endpointKey = <E extends Endpoint>(endpoint: E, request?: RequestInputOf<E>) =>
  request === undefined ? endpoint.name.split('.') : [...endpoint.name.split('.'), request];

/** react-query options that call a contract; spread and extend them in a feature's api.ts. */
export const endpointQuery = <E extends Endpoint>(
  endpoint: E,
  request: RequestInputOf<E>,
  options: EndpointCallOptions = {},
) =>
  queryOptions({
    queryKey: endpointKey(endpoint, request),
    queryFn: () => callEndpoint(endpoint, request, options),
  });
