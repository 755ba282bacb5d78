/**
 * Second factors: the sign-in's second step and set-up (login page, with the ticket, no session yet),
 * the own one-time-code apps and recovery codes ('Anmeldung und Sicherheit'), the tenant's rule and
 * the reset by a super admin.
 */
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import type {
  ConfirmTotpRequest,
  ConfirmTotpWithTicketRequest,
  TenantSecondFactorSetting,
} from '@ausweis/shared/schemas/auth-factors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../lib/endpoint-client';

// Sign-in (no session yet): errors are shown in place, not as a toast.
export const secondStep = (ticket: string, code: string) =>
  callEndpoint(authFactors.secondStep, { ticket, code }, { token: null, quiet: true });
export const startTotpSetupWithTicket = (ticket: string) =>
  callEndpoint(authFactors.startTotpSetupWithTicket, { ticket }, { token: null, quiet: true });
export const confirmTotpSetupWithTicket = (request: ConfirmTotpWithTicketRequest) =>
  callEndpoint(authFactors.confirmTotpSetupWithTicket, request, { token: null, quiet: true });

// Signed in.
export const startTotpSetup = () => callEndpoint(authFactors.startTotpSetup, undefined, { quiet: true });
export const confirmTotpSetup = (request: ConfirmTotpRequest) =>
  callEndpoint(authFactors.confirmTotpSetup, request, { quiet: true });

const ownFactorsQuery = queryOptions({
  queryKey: endpointKey(authFactors.ownSecondFactors),
  queryFn: () => callEndpoint(authFactors.ownSecondFactors, undefined),
});
export const useOwnSecondFactors = () => useQuery(ownFactorsQuery);

/** A change of the own factors: the list (and the count of recovery codes) is read again. */
function useFactorsChange<T, R>(mutationFn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownFactorsQuery.queryKey }),
  });
}

export const useConfirmTotpSetup = () => useFactorsChange(confirmTotpSetup);
export const useRemoveSecondFactor = () =>
  useFactorsChange((id: number) =>
    callEndpoint(authFactors.removeSecondFactor, undefined, { params: { id } }),
  );
export const useRegenerateRecoveryCodes = () =>
  useFactorsChange(() => callEndpoint(authFactors.regenerateRecoveryCodes, undefined));

// Keyed by tenant (it comes in a header): each tenant has its own rule.
export const tenantSecondFactorQuery = (tenantId: number | null) =>
  queryOptions({
    queryKey: [...endpointKey(authFactors.tenantSecondFactorSetting), tenantId],
    queryFn: () => callEndpoint(authFactors.tenantSecondFactorSetting, undefined),
    enabled: tenantId !== null,
  });

export function useSaveTenantSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantSecondFactorSetting) =>
      callEndpoint(authFactors.saveTenantSecondFactorSetting, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(authFactors.tenantSecondFactorSetting) }),
  });
}

export const useResetSecondFactors = () =>
  useMutation({
    mutationFn: (userId: number) => callEndpoint(authFactors.resetSecondFactors, { user_id: userId }),
  });
