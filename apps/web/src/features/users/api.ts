/** Users of the selected tenant ('Benutzerverwaltung') and the own profile ('Mein Profil'). */
import { users } from '@ausweis/shared/contracts/users';
import type { FindUsersRequest, SaveOwnProfileRequest, SaveUserRequest } from '@ausweis/shared/schemas/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../lib/endpoint-client';

/** Every user query starts with this key, the own profile's included. */
const USERS_KEY = ['users'] as const;

export const findUsers = (body: FindUsersRequest) => callEndpoint(users.find, body);
export const fetchUserProfile = (userId: number) => callEndpoint(users.profile, { user_id: userId });
export const fetchOwnProfile = () => callEndpoint(users.ownProfile, undefined);
export const saveUser = (body: SaveUserRequest) => callEndpoint(users.saveProfile, body);
export const saveOwnProfile = (body: SaveOwnProfileRequest) => callEndpoint(users.saveOwnProfile, body);
export const removeFromTenant = (userId: number) =>
  callEndpoint(users.removeFromTenant, { user_profile_id: userId });
export const resetPassword = (userId: number) => callEndpoint(users.resetPassword, { user_id: userId });
export const resendInvitation = (invitationId: number) =>
  callEndpoint(users.resendInvitation, { invitation_id: invitationId });
export const withdrawInvitation = (invitationId: number) =>
  callEndpoint(users.withdrawInvitation, { invitation_id: invitationId });

// Keyed by tenant (it comes in a header, not in the request): another tenant has other users.
export const usersQuery = (tenantId: number | null, body: FindUsersRequest) =>
  queryOptions({
    queryKey: [...endpointKey(users.find, body), tenantId],
    queryFn: () => findUsers(body),
    enabled: tenantId !== null,
    placeholderData: keepPreviousData,
  });

export const userProfileQuery = (tenantId: number | null, userId: number | null) =>
  queryOptions({
    queryKey: [...endpointKey(users.profile, { user_id: userId ?? 0 }), tenantId],
    queryFn: () => fetchUserProfile(userId ?? 0),
    enabled: tenantId !== null && userId !== null,
  });

export const ownProfileQuery = (tenantId: number | null) =>
  queryOptions({ queryKey: [...endpointKey(users.ownProfile), tenantId], queryFn: fetchOwnProfile });

export const useUsers = (tenantId: number | null, body: FindUsersRequest) =>
  useQuery(usersQuery(tenantId, body));
export const useUserProfile = (tenantId: number | null, userId: number | null) =>
  useQuery(userProfileQuery(tenantId, userId));
export const useOwnProfile = (tenantId: number | null) => useQuery(ownProfileQuery(tenantId));

/** Every user mutation changes lists and profiles alike (the own profile's key starts with 'users' too). */
function useUserMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export const useSaveUser = () => useUserMutation(saveUser);
export const useSaveOwnProfile = () => useUserMutation(saveOwnProfile);
export const useRemoveFromTenant = () => useUserMutation(removeFromTenant);
export const useResetPassword = () => useUserMutation(resetPassword);
export const useResendInvitation = () => useUserMutation(resendInvitation);
export const useWithdrawInvitation = () => useUserMutation(withdrawInvitation);
