/** Second factors (docs/product.md#behaviour): one-time codes, recovery codes, the second sign-in step. */
import { defineEndpoints } from '../endpoint';
import { OkResponse } from '../schemas/account';
import { SessionResponse } from '../schemas/auth';
import {
  ConfirmTotpRequest,
  ConfirmTotpResponse,
  ConfirmTotpWithTicketRequest,
  ConfirmTotpWithTicketResponse,
  FactorIdParams,
  RecoveryCodesResponse,
  SecondFactorsResponse,
  SecondStepRequest,
  TenantSecondFactorSetting,
  TotpSetup,
  TotpSetupWithTicketRequest,
  UserIdRequest,
} from '../schemas/auth-factors';

export const authFactors = defineEndpoints('auth', {
  secondStep: {
    method: 'POST',
    path: '/anon/auth/second_step',
    request: SecondStepRequest,
    response: SessionResponse,
    summary: "Completes a sign-in's second step with a one-time code or a recovery code.",
  },
  startTotpSetupWithTicket: {
    method: 'POST',
    path: '/anon/auth/factor_setup/totp',
    request: TotpSetupWithTicketRequest,
    response: TotpSetup,
    summary: 'A new one-time-code secret for a sign-in that must set up a second factor first.',
  },
  confirmTotpSetupWithTicket: {
    method: 'POST',
    path: '/anon/auth/factor_setup/totp/confirm',
    request: ConfirmTotpWithTicketRequest,
    response: ConfirmTotpWithTicketResponse,
    summary: 'Stores the one-time-code app once a code confirms it, and opens the session.',
  },
  startTotpSetup: {
    method: 'POST',
    path: '/a/auth/totp/setup',
    capability: 'signIn.own',
    response: TotpSetup,
    summary: 'A new one-time-code secret to set up (stored only once a code confirms it).',
  },
  confirmTotpSetup: {
    method: 'POST',
    path: '/a/auth/totp/confirm',
    capability: 'signIn.own',
    request: ConfirmTotpRequest,
    response: ConfirmTotpResponse,
    summary: 'Stores the one-time-code app once a code confirms it.',
  },
  ownSecondFactors: {
    method: 'GET',
    path: '/a/auth/factors',
    capability: 'signIn.own',
    response: SecondFactorsResponse,
    summary: 'The own second factors, the recovery codes left, and whether a factor is required.',
  },
  removeSecondFactor: {
    method: 'DELETE',
    path: '/a/auth/factors/{id}',
    capability: 'signIn.own',
    params: FactorIdParams,
    response: OkResponse,
    summary: 'Removes an own second factor (never the last one while one is required).',
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/a/auth/recovery_codes',
    capability: 'signIn.own',
    response: RecoveryCodesResponse,
    summary: 'Ten new recovery codes; the old ones stop working.',
  },
  tenantSecondFactorSetting: {
    method: 'GET',
    path: '/a/ad/second_factor_setting',
    response: TenantSecondFactorSetting,
    summary: 'Whether the tenant requires a second factor of all its members.',
  },
  saveTenantSecondFactorSetting: {
    method: 'POST',
    path: '/a/ad/second_factor_setting',
    request: TenantSecondFactorSetting,
    response: TenantSecondFactorSetting,
    summary: "Switches the tenant's rule that all its members must have a second factor.",
  },
  resetSecondFactors: {
    method: 'POST',
    path: '/a/sad/users/reset_second_factors',
    request: UserIdRequest,
    response: OkResponse,
    summary: "Deletes a tenant user's second factors and recovery codes, ends their sessions, mails them.",
  },
});
