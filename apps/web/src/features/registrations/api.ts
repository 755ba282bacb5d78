/** Contact requests (docs/product.md#api Registration): the public form, the super admins' list and its bulk answer. */
import { registrations } from '@ausweis/shared/contracts/registrations';
import type { PaginationRequest } from '@ausweis/shared/schemas/pagination';
import type { AnswerRegistrationsRequest, RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

/**
 * Every registration query starts with this key, the dashboard's open list (registrations.findNew)
 * included, so answering invalidates both.
 */
const REGISTRATIONS_KEY = ['registrations'] as const;

export const createRegistration = (request: RegistrationRequest) =>
  callEndpoint(registrations.register, request);

export const answerRegistrations = (request: AnswerRegistrationsRequest) =>
  callEndpoint(registrations.answer, request);

export const registrationsQuery = (request: PaginationRequest) =>
  queryOptions({ ...endpointQuery(registrations.find, request), placeholderData: keepPreviousData });

export const useCreateRegistration = () => useMutation({ mutationFn: createRegistration });

export const useRegistrations = (request: PaginationRequest) => useQuery(registrationsQuery(request));

/** Marks the requests answered and reloads the list and the dashboard's open registrations. */
export function useAnswerRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRegistrations,
    // 'all': the dashboard's list is not mounted now, but must be fresh when the user goes back to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY, refetchType: 'all' }),
  });
}
