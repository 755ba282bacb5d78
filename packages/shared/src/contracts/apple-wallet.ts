/**
 * Apple Wallet: the holder's pass download (with the card's three codes) and Apple's pass web service
 * (register, unregister, updated serial numbers, latest pass, log), which authenticates each pass by
 * its token (Authorization: ApplePass <token>).
 */
import { defineEndpoints } from '../endpoint';
import {
  AppleDeviceParams,
  AppleDevicePassParams,
  AppleLog,
  ApplePassParams,
  ApplePassRequest,
  AppleRegistration,
  AppleSerials,
  AppleUpdatedQuery,
} from '../schemas/apple-wallet';
import { APPLE_PASS_MIME, APPLE_WALLET_PASS_PATH, APPLE_WALLET_SERVICE_PATH } from '../schemas/wallet-texts';

const v1 = `${APPLE_WALLET_SERVICE_PATH}/v1`;
const registration = `${v1}/devices/{device_id}/registrations/{pass_type_id}/{serial_number}`;

export const appleWallet = defineEndpoints('appleWallet', {
  pass: {
    method: 'POST',
    path: APPLE_WALLET_PASS_PATH,
    request: ApplePassRequest,
    produces: APPLE_PASS_MIME,
    summary: "The card as Apple Wallet pass for the holder's codes; wrong codes 404, too many tries 429.",
  },
  register: {
    method: 'POST',
    path: registration,
    params: AppleDevicePassParams,
    request: AppleRegistration,
    summary: "A device registers a pass for updates (201 new, 200 known); 401 without the pass's token.",
  },
  unregister: {
    method: 'DELETE',
    path: registration,
    params: AppleDevicePassParams,
    summary: "A device stops updates of a pass; 401 without the pass's token.",
  },
  serials: {
    method: 'GET',
    path: `${v1}/devices/{device_id}/registrations/{pass_type_id}`,
    params: AppleDeviceParams,
    request: AppleUpdatedQuery,
    response: AppleSerials,
    summary: "The serial numbers of a device's passes changed since passesUpdatedSince (204: none).",
  },
  latest: {
    method: 'GET',
    path: `${v1}/passes/{pass_type_id}/{serial_number}`,
    params: ApplePassParams,
    produces: APPLE_PASS_MIME,
    summary:
      'The latest version of a pass (304 when unchanged since If-Modified-Since); 401 without its token.',
  },
  log: {
    method: 'POST',
    path: `${v1}/log`,
    request: AppleLog,
    summary: 'Error messages of Apple Wallet about this service.',
  },
});
