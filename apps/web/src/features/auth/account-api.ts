/** Account flows: forgot password, mailed token check, set password / e-mail by token, own password. */
import { auth } from '@ausweis/shared/contracts/auth';
import type {
  AcceptTenantInviteRequest,
  ForgotPasswordRequest,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetNewPasswordResponse,
  SetPasswordByTokenRequest,
  TokenName,
} from '@ausweis/shared/schemas/account';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';
import { applyRefresh } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
import { resolveSignIn } from './api';

export const forgotPassword = (request: ForgotPasswordRequest) =>
  callEndpoint(auth.forgotPassword, request, { token: null });

export const setPasswordByToken = (request: SetPasswordByTokenRequest) =>
  callEndpoint(auth.setPasswordByToken, request, { token: null });

export const setEmailByToken = (request: SetEmailByTokenRequest) =>
  callEndpoint(auth.setEmailByToken, request, { token: null });

/**
 * The own password change ends every other session on the server; this one goes on with the token the
 * answer brings (unless a logout came in between).
 */
export async function setNewPassword(request: SetNewPasswordRequest): Promise<SetNewPasswordResponse> {
  const tokenBefore = getSession().authToken;
  const r = await callEndpoint(auth.setNewPassword, request);
  if (r.token && getSession().authToken === tokenBefore) setSession((s) => applyRefresh(s, r, Date.now()));
  return r;
}

/**
 * Accepts the invitation with the invited account's password: that account is signed in (the next
 * route), or the second step of its sign-in follows.
 */
export const acceptTenantInvite = async (request: AcceptTenantInviteRequest) =>
  resolveSignIn(await callEndpoint(auth.acceptTenantInvite, request, { token: null }));

/** Like the user token check: once per page, never retried. */
export const useTenantInvite = (token: string) =>
  useQuery(
    queryOptions({
      ...endpointQuery(auth.checkTenantInvite, { token }, { token: null }),
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
    ...endpointQuery(auth.checkUserToken, { token, token_name: tokenName }, { token: null }),
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
