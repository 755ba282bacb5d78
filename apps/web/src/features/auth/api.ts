/** Auth fetchers and hooks: login (+ user data), token refresh, logout (also on the server). */
import type {
  FactorSetupStep,
  LoginRequest,
  LoginResponse,
  SecondFactorStep,
  SessionResponse,
} from '@ausweis/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../lib/endpoint-client';
import { applyLogin, applyRefresh, type LoginTarget } from '../../lib/session';
import { getSession, logoutAndLeave, setSession } from '../../lib/session-store';
import { closeToast } from '../../lib/snackbar';

/**
 * The auth contracts carry their zod schemas, and this module is in every page's first load (session
 * guard, top bar), which stays free of zod: the contracts are loaded at the first call.
 */
const authContracts = () => import('@ausweis/shared/contracts/auth').then((m) => m.auth);

export const login = async (request: LoginRequest) =>
  callEndpoint((await authContracts()).login, request, { token: null });

export const fetchUserData = async (token?: string) =>
  callEndpoint((await authContracts()).getUserData, undefined, token ? { token } : {});

export const refreshToken = async (refresh_token: string) =>
  callEndpoint((await authContracts()).refresh, { refresh_token }, { token: null, background: true });

/** Starts an opened session: loads the user data with its token, stores the session; resolves to the next route. */
export async function startSession(
  result: SessionResponse,
  now: () => number = Date.now,
): Promise<LoginTarget> {
  const userData = await fetchUserData(result.token);
  const { state, next } = applyLogin(result, userData, now());
  setSession(state);
  return next;
}

/** The step a sign-in's first step leads to when the second-factor rule asks for one. */
export type SignInStep = SecondFactorStep | FactorSetupStep;

/** Where a sign-in's first step leads: the next route (session started), or a second step to take. */
export type SignInOutcome = { next: LoginTarget } | { step: SignInStep };

/** Starts the session of a login answer, or hands on the step the second-factor rule asks for. */
export async function resolveSignIn(
  result: LoginResponse,
  now: () => number = Date.now,
): Promise<SignInOutcome> {
  if ('token' in result) return { next: await startSession(result, now) };
  return { step: result };
}

/** Logs in: the session started with its next route, or the second step to take. */
export async function loginAndLoad(body: LoginRequest, now: () => number = Date.now): Promise<SignInOutcome> {
  return resolveSignIn(await login(body), now);
}

/** After a successful sign-in: earlier errors and cached queries are stale. */
export function useSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (next: LoginTarget) => {
      closeToast();
      queryClient.clear();
      void navigate(next);
    },
    [navigate, queryClient],
  );
}

/** The login form's call: a started session navigates on; a second step is the mutation's data. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginRequest) => loginAndLoad(body),
    onSuccess: (outcome) => {
      if ('next' in outcome) signedIn(outcome.next);
    },
  });
}

/**
 * Spends the refresh token in the background and stores the new pair. Tabs share the session through
 * localStorage; two that refresh together get the same pair from the server.
 */
export async function refreshSession(now: () => number = Date.now): Promise<void> {
  const { authToken: tokenBefore, refreshToken: spent } = getSession();
  if (!spent) return;
  const r = await refreshToken(spent);
  // A logout, another login or another tab's refresh while the call was running wins.
  if (getSession().authToken !== tokenBefore || getSession().refreshToken !== spent) return;
  setSession((s) => applyRefresh(s, r, now()));
}

/**
 * Ends the session on the server (its token and refreshes are refused from then on). Best effort: an
 * expired token or no connection must not keep anyone logged in here, so it never fails and never toasts.
 */
export async function endServerSession(token: string | null): Promise<void> {
  if (!token) return;
  await callEndpoint((await authContracts()).logout, undefined, {
    token,
    background: true,
    quiet: true,
  }).catch(() => undefined);
}

/**
 * Logout: ends the session on the server, clears token, times, tenant, user data and cached
 * queries, then goes home. The page does not wait for the server.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void endServerSession(getSession().authToken);
    return logoutAndLeave(async () => {
      queryClient.clear();
      await navigate('/', { replace: true });
    });
  }, [navigate, queryClient]);
}
