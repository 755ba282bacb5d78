/**
 * The families' data rights (schemas/data-rights.ts): in the card app, proven by the holder's codes,
 * 'Meine Daten' and 'Löschung beantragen'; for the school's Admins (a family), 'Auskunft erstellen' on a
 * card and the 'Anfragen' list with its one erasure action.
 */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  CardAppDisclosureRequest,
  CardAppErasureRequest,
  CardAppErasureResponse,
  DisclosureQuery,
  EraseCardRequest,
  ErasureRequestRow,
} from '../schemas/data-rights';
import { DATA_RIGHTS_PATHS } from '../schemas/data-rights-texts';

export const dataRights = defineEndpoints('dataRights', {
  cardAppDisclosure: {
    method: 'POST',
    path: DATA_RIGHTS_PATHS.cardAppDisclosure,
    request: CardAppDisclosureRequest,
    produces: 'application/octet-stream',
    summary:
      "'Meine Daten': what is stored about the holder of the codes' card, as JSON or PDF; wrong codes answer 404.",
  },
  cardAppErasure: {
    method: 'POST',
    path: DATA_RIGHTS_PATHS.cardAppErasure,
    request: CardAppErasureRequest,
    response: CardAppErasureResponse,
    summary: "'Löschung beantragen': an erasure request for the codes' card, mailed to the school.",
  },
  disclosure: {
    method: 'GET',
    path: '/a/ad/cards/disclosure',
    capability: 'dataRights.manage',
    request: DisclosureQuery,
    produces: 'application/octet-stream',
    summary: "'Auskunft erstellen': what is stored about a card's holder, as JSON or PDF (tenant Admins).",
  },
  erasureRequests: {
    method: 'GET',
    path: '/a/ad/erasure_requests',
    capability: 'dataRights.manage',
    response: z.array(ErasureRequestRow),
    summary: "'Anfragen': the tenant's erasure requests, open ones first by deadline.",
  },
  erase: {
    method: 'POST',
    path: '/a/ad/erasure_requests/erase',
    capability: 'dataRights.manage',
    request: EraseCardRequest,
    response: ErasureRequestRow,
    summary: "'Daten löschen': erases the request's card at once and marks the request done.",
  },
});
