/** Contact requests (SPEC §7 Registration): the public form, the super admins' list and its bulk answer. */
import { API } from '@ausweis/shared/api-paths';
import type { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import type { AnswerRegistrationsRequest, RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

/**
 * Every registration query starts with this key, the dashboard's open list (['registrations', 'new'])
 * included, so answering invalidates both.
 */
const REGISTRATIONS_KEY = ['registrations'] as const;

export const createRegistration = (body: RegistrationRequest): Promise<{ message: string }> =>
  apiPost<{ message: string }>(API.registrations.register, body);

export const findRegistrations = (body: PaginationRequest): Promise<Paged<RegistrationRow>> =>
  apiPost<Paged<RegistrationRow>>(API.registrations.find, body);

export const answerRegistrations = (body: AnswerRegistrationsRequest): Promise<{ answered: number }> =>
  apiPost<{ answered: number }>(API.registrations.answer, body);

export const registrationsQuery = (body: PaginationRequest) =>
  queryOptions({
    queryKey: [...REGISTRATIONS_KEY, 'find', body],
    queryFn: () => findRegistrations(body),
    placeholderData: keepPreviousData,
  });

export const useCreateRegistration = () => useMutation({ mutationFn: createRegistration });

export const useRegistrations = (body: PaginationRequest) => useQuery(registrationsQuery(body));

/** Marks the requests answered and reloads the list and the dashboard's open registrations. */
export function useAnswerRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRegistrations,
    // 'all': the dashboard's list is not mounted now, but must be fresh when the user goes back to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY, refetchType: 'all' }),
  });
}
