/** Login, session and account flows (docs/product.md#behaviour, #api Auth): the contracts of the auth feature. */
import { defineEndpoints } from '../endpoint';
import {
  AcceptTenantInviteRequest,
  CheckUserTokenQuery,
  CheckUserTokenResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  OkResponse,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetNewPasswordResponse,
  SetPasswordByTokenRequest,
  TenantInviteQuery,
  TenantInviteResponse,
} from '../schemas/account';
import { LoginRequest, LoginResponse, RefreshRequest, RefreshResponse, UserData } from '../schemas/auth';

export const auth = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/anon/auth/login',
    request: LoginRequest,
    response: LoginResponse,
    summary: 'Logs in with e-mail and password; answers the bearer token and its lifetime.',
  },
  refresh: {
    method: 'POST',
    path: '/anon/auth/refresh',
    request: RefreshRequest,
    response: RefreshResponse,
    summary:
      'Spends the refresh token: a fresh token and the next refresh token (never past the session end); a reused one ends the session.',
  },
  logout: {
    method: 'POST',
    path: '/a/auth/logout',
    response: OkResponse,
    summary:
      'Ends the running session on the server: its tokens and its refresh token are refused from now on.',
  },
  getUserData: {
    method: 'GET',
    path: '/a/auth/get_user_data',
    response: UserData,
    summary: 'The logged-in user: name, groups, capabilities and tenants.',
  },
  forgotPassword: {
    method: 'POST',
    path: '/anon/auth/forgot_password',
    request: ForgotPasswordRequest,
    response: ForgotPasswordResponse,
    summary: 'Mails a set-password link; the same answer whether or not the address exists.',
  },
  checkUserToken: {
    method: 'GET',
    path: '/anon/auth/check_user_token',
    request: CheckUserTokenQuery,
    response: CheckUserTokenResponse,
    summary: 'Checks a mailed set-password or e-mail-change token and names its user.',
  },
  setEmailByToken: {
    method: 'POST',
    path: '/anon/auth/set_email_by_token',
    request: SetEmailByTokenRequest,
    response: OkResponse,
    summary: 'Confirms a new e-mail address with its mailed token.',
  },
  setPasswordByToken: {
    method: 'POST',
    path: '/anon/auth/set_password_by_token',
    request: SetPasswordByTokenRequest,
    response: OkResponse,
    summary: 'Sets a password with its mailed token.',
  },
  setNewPassword: {
    method: 'POST',
    path: '/a/set_new_password',
    request: SetNewPasswordRequest,
    response: SetNewPasswordResponse,
    summary: 'Changes the own password; ends every other session and answers a new token.',
  },
  checkTenantInvite: {
    method: 'GET',
    path: '/anon/auth/check_tenant_invite',
    request: TenantInviteQuery,
    response: TenantInviteResponse,
    summary: 'The tenant invitation an existing account got by mail.',
  },
  acceptTenantInvite: {
    method: 'POST',
    path: '/anon/auth/accept_tenant_invite',
    request: AcceptTenantInviteRequest,
    response: LoginResponse,
    summary:
      "Accepts a mailed tenant invitation with the invited account's password; answers that account's login.",
  },
});
