/** Single sign-on with a school's own accounts: the login page's offer, the result exchange, the settings. */
import type { IdentityProviderResponse, SaveIdentityProviderRequest } from '@ausweis/shared/schemas/auth-sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { resolveSignIn } from '../api';

/** Loaded at the first call: the login page's first load stays free of zod. */
const ssoContracts = () => import('@ausweis/shared/contracts/auth-sso').then((m) => m.authSso);

/** The enabled provider for an address's domain or an access code (quietly: no offer is no error). */
export const findSsoProvider = async (query: { email?: string; code?: string }) =>
  callEndpoint((await ssoContracts()).ssoProvider, query, { token: null, background: true, quiet: true });

/** Exchanges the sign-in's result ticket: the session started, or the second step it asks for. */
export const exchangeSsoAndLoad = async (ticket: string) =>
  resolveSignIn(
    await callEndpoint((await ssoContracts()).ssoExchange, { ticket }, { token: null, quiet: true }),
  );

/** The sign-in page's offer for the typed address (its domain), asked once per domain. */
export function useSsoOffer(email: string) {
  const domain = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(email.trim())?.[1]?.toLowerCase() ?? null;
  return useQuery({
    queryKey: ['auth', 'ssoProvider', domain],
    queryFn: () => findSsoProvider({ email: `x@${domain}` }),
    enabled: domain !== null,
    staleTime: 5 * 60_000,
  });
}

const settingsKey = (tenantId: number) => ['auth', 'identityProvider', tenantId];

export function useIdentityProvider(tenantId: number) {
  return useQuery({
    queryKey: settingsKey(tenantId),
    queryFn: async () => callEndpoint((await ssoContracts()).identityProvider, undefined, { tenantId }),
  });
}

export function useSaveIdentityProvider(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveIdentityProviderRequest) =>
      callEndpoint((await ssoContracts()).saveIdentityProvider, body, { tenantId }),
    onSuccess: (answer: IdentityProviderResponse) => queryClient.setQueryData(settingsKey(tenantId), answer),
  });
}

export function useDeleteIdentityProvider(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      callEndpoint((await ssoContracts()).deleteIdentityProvider, undefined, { tenantId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey(tenantId) }),
  });
}

export function useTestIdentityProvider(tenantId: number) {
  return useMutation({
    mutationFn: async (body: { issuer_url: string; client_id: string }) =>
      callEndpoint((await ssoContracts()).testIdentityProvider, body, { tenantId }),
  });
}
