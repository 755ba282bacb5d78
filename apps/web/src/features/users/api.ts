/** Users of the selected tenant ('Benutzerverwaltung') and the own profile ('Mein Profil'). */
import { API } from '@ausweis/shared/api-paths';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import type {
  FindUsersRequest,
  SaveOwnProfileRequest,
  SaveUserRequest,
  SaveUserResponse,
  UserListRow,
  UserProfile,
} from '@ausweis/shared/schemas/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

type Ok = { ok: true };

export const findUsers = (body: FindUsersRequest) => apiPost<Paged<UserListRow>>(API.users.find, body);
export const fetchUserProfile = (userId: number) =>
  apiGet<UserProfile>(API.users.profile, { user_id: userId });
export const fetchOwnProfile = () => apiGet<UserProfile>(API.users.ownProfile);
export const saveUser = (body: SaveUserRequest) => apiPost<SaveUserResponse>(API.users.profile, body);
export const saveOwnProfile = (body: SaveOwnProfileRequest) =>
  apiPost<SaveUserResponse>(API.users.ownProfile, body);
export const removeFromTenant = (userId: number) =>
  apiPost<Ok>(API.users.removeFromTenant, { user_profile_id: userId });
export const resetPassword = (userId: number) => apiPost<Ok>(API.users.resetPassword, { user_id: userId });
export const resendInvitation = (invitationId: number) =>
  apiPost<Ok>(API.users.resendInvitation, { invitation_id: invitationId });
export const withdrawInvitation = (invitationId: number) =>
  apiPost<Ok>(API.users.withdrawInvitation, { invitation_id: invitationId });

/** Keyed by tenant: another tenant has other users. */
export const usersQuery = (tenantId: number | null, body: FindUsersRequest) =>
  queryOptions({
    queryKey: ['users', tenantId, 'list', body],
    queryFn: () => findUsers(body),
    enabled: tenantId !== null,
    placeholderData: keepPreviousData,
  });

export const userProfileQuery = (tenantId: number | null, userId: number | null) =>
  queryOptions({
    queryKey: ['users', tenantId, 'profile', userId],
    queryFn: () => fetchUserProfile(userId ?? 0),
    enabled: tenantId !== null && userId !== null,
  });

export const ownProfileQuery = (tenantId: number | null) =>
  queryOptions({ queryKey: ['profile', tenantId], queryFn: fetchOwnProfile });

export const useUsers = (tenantId: number | null, body: FindUsersRequest) =>
  useQuery(usersQuery(tenantId, body));
export const useUserProfile = (tenantId: number | null, userId: number | null) =>
  useQuery(userProfileQuery(tenantId, userId));
export const useOwnProfile = (tenantId: number | null) => useQuery(ownProfileQuery(tenantId));

/** Every user mutation changes lists and profiles alike. */
function useUserMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}

export const useSaveUser = () => useUserMutation(saveUser);
export const useSaveOwnProfile = () => useUserMutation(saveOwnProfile);
export const useRemoveFromTenant = () => useUserMutation(removeFromTenant);
export const useResetPassword = () => useUserMutation(resetPassword);
export const useResendInvitation = () => useUserMutation(resendInvitation);
export const useWithdrawInvitation = () => useUserMutation(withdrawInvitation);
