/** Account flows: forgot password, mailed token check, set password / e-mail by token, own password. */
import { API } from '@ausweis/shared/api-paths';
import type {
  CheckUserTokenResponse,
  ForgotPasswordRequest,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetNewPasswordResponse,
  SetPasswordByTokenRequest,
  TenantInviteResponse,
  TokenName,
} from '@ausweis/shared/schemas/account';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';
import { applyRefresh } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';

type Ok = { ok: true };

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiPost<{ message: string }>(API.auth.forgotPassword, body, { token: null });

export const checkUserToken = (token: string, tokenName: TokenName) =>
  apiGet<CheckUserTokenResponse>(API.auth.checkUserToken, { token, token_name: tokenName }, { token: null });

export const setPasswordByToken = (body: SetPasswordByTokenRequest) =>
  apiPost<Ok>(API.auth.setPasswordByToken, body, { token: null });

export const setEmailByToken = (body: SetEmailByTokenRequest) =>
  apiPost<Ok>(API.auth.setEmailByToken, body, { token: null });

/**
 * The own password change ends every other session on the server; this one goes on with the token the
 * answer brings (unless a logout came in between).
 */
export async function setNewPassword(body: SetNewPasswordRequest): Promise<SetNewPasswordResponse> {
  const tokenBefore = getSession().authToken;
  const r = await apiPost<SetNewPasswordResponse>(API.auth.setNewPassword, body);
  if (r.token && getSession().authToken === tokenBefore) setSession((s) => applyRefresh(s, r, Date.now()));
  return r;
}

export const checkTenantInvite = (token: string) =>
  apiGet<TenantInviteResponse>(API.auth.checkTenantInvite, { token }, { token: null });

export const acceptTenantInvite = (token: string) =>
  apiPost<Ok>(API.auth.acceptTenantInvite, { token }, { token: null });

/** Like the user token check: once per page, never retried. */
export const useTenantInvite = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['account', 'tenant-invite', token],
      queryFn: () => checkTenantInvite(token),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  );
export const useAcceptTenantInvite = () => useMutation({ mutationFn: acceptTenantInvite });

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
