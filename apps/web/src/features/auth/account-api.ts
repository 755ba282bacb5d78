/** Account flows: forgot password, mailed token check, set password / e-mail by token, own password. */
import { API } from '@ausweis/shared/api-paths';
import type {
  CheckUserTokenResponse,
  ForgotPasswordRequest,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetPasswordByTokenRequest,
  TokenName,
} from '@ausweis/shared/schemas/account';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';

type Ok = { ok: true };

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiPost<{ message: string }>(API.auth.forgotPassword, body, { token: null });

export const checkUserToken = (token: string, tokenName: TokenName) =>
  apiGet<CheckUserTokenResponse>(API.auth.checkUserToken, { token, token_name: tokenName }, { token: null });

export const setPasswordByToken = (body: SetPasswordByTokenRequest) =>
  apiPost<Ok>(API.auth.setPasswordByToken, body, { token: null });

export const setEmailByToken = (body: SetEmailByTokenRequest) =>
  apiPost<Ok>(API.auth.setEmailByToken, body, { token: null });

export const setNewPassword = (body: SetNewPasswordRequest) => apiPost<Ok>(API.auth.setNewPassword, body);

/** The token check runs once per page (a used token must not be retried or refetched). */
export const userTokenQuery = (token: string, tokenName: TokenName) =>
  queryOptions({
    queryKey: ['account', 'token', tokenName, token],
    queryFn: () => checkUserToken(token, tokenName),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useUserToken = (token: string, tokenName: TokenName) =>
  useQuery(userTokenQuery(token, tokenName));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useSetPasswordByToken = () => useMutation({ mutationFn: setPasswordByToken });
export const useSetEmailByToken = () => useMutation({ mutationFn: setEmailByToken });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });

/** The server's own German message of a failed call (without the 'ERROR CODE:' prefix of the toast). */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The field a 400 answer names, with its message, to show under that input. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown; message?: unknown } | undefined;
  if (typeof body?.field !== 'string' || typeof body.message !== 'string') return null;
  return { field: body.field, message: body.message };
}
