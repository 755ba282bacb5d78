import { apiRequest, type Query, type RequestOptions } from './api-client';

/** GET through apiRequest, as the endpoint client sends it. */
export const apiGet = <T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> =>
  apiRequest<T>(path, { ...options, method: 'GET', query });

/** POST through apiRequest, as the endpoint client sends it. */
export const apiPost = <T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> =>
  apiRequest<T>(path, { ...options, method: 'POST', body });
