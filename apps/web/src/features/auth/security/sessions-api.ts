/** The own signed-in devices: list, end one, end all ('Überall abmelden' also logs out here). */
import { authSessions } from '@ausweis/shared/contracts/auth-sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callEndpoint, endpointKey, endpointQuery } from '../../../lib/endpoint-client';
import { logoutAndLeave } from '../../../lib/session-store';

export const useOwnSessions = () => useQuery(endpointQuery(authSessions.listSessions, undefined));

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callEndpoint(authSessions.endSession, { session_id: sessionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(authSessions.listSessions) }),
  });
}

/** Ends every own session on the server, then this one here, like a logout, and goes to the login page. */
export function useEndAllSessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(authSessions.endAllSessions, undefined),
    onSuccess: () =>
      logoutAndLeave(async () => {
        queryClient.clear();
        await navigate('/login', { replace: true });
      }),
  });
}
