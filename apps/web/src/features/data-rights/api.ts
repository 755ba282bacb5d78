/** The school's side of the data rights: 'Anfragen', 'Daten löschen' and 'Auskunft erstellen'. */
import { dataRights } from '@ausweis/shared/contracts/data-rights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery, fetchEndpointFile } from '../../lib/endpoint-client';

export const useErasureRequests = () => useQuery(endpointQuery(dataRights.erasureRequests, undefined));

export function useEraseCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(dataRights.erase, { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(dataRights.erasureRequests) });
      // The erased card's details and the card list change with it.
      void queryClient.invalidateQueries({ queryKey: ['cards'], refetchType: 'all' });
    },
  });
}

/** 'Auskunft erstellen': the card's disclosure as a file. */
export const fetchDisclosure = (orderId: number, fromArchive: boolean, format: 'pdf' | 'json') =>
  fetchEndpointFile(dataRights.disclosure, { order_id: orderId, from_archive: fromArchive, format });
