/** Single sign-on with a school's own accounts (OpenID Connect): settings, login page offer, the flow. */
import { defineEndpoints } from '../endpoint';
import { OkResponse } from '../schemas/account';
import { LoginResponse } from '../schemas/auth';
import {
  IdentityProviderResponse,
  SaveIdentityProviderRequest,
  SsoExchangeRequest,
  SsoProviderQuery,
  SsoProviderResponse,
  SsoStartQuery,
  TestIdentityProviderRequest,
  TestIdentityProviderResponse,
} from '../schemas/auth-sso';

export const authSso = defineEndpoints('auth', {
  identityProvider: {
    method: 'GET',
    path: '/a/ad/identity_provider',
    response: IdentityProviderResponse,
    summary: "The tenant's identity provider (never its client secret) and the callback URL to register.",
  },
  saveIdentityProvider: {
    method: 'POST',
    path: '/a/ad/identity_provider/save',
    request: SaveIdentityProviderRequest,
    response: IdentityProviderResponse,
    summary:
      "Creates or changes the tenant's identity provider; an empty client secret keeps the stored one.",
  },
  deleteIdentityProvider: {
    method: 'DELETE',
    path: '/a/ad/identity_provider/delete',
    response: OkResponse,
    summary: "Removes the tenant's identity provider and the accounts linked to it (not the users).",
  },
  testIdentityProvider: {
    method: 'POST',
    path: '/a/ad/identity_provider/test',
    request: TestIdentityProviderRequest,
    response: TestIdentityProviderResponse,
    summary: "Runs the provider's discovery and says in German whether it answers.",
  },
  ssoProvider: {
    method: 'GET',
    path: '/anon/auth/sso/provider',
    request: SsoProviderQuery,
    response: SsoProviderResponse,
    summary: 'The enabled provider for an e-mail domain or an access code: display name and start URL only.',
  },
  ssoStart: {
    method: 'GET',
    path: '/anon/auth/sso/start',
    request: SsoStartQuery,
    produces: 'text/html',
    summary: "Redirects to the provider's sign-in (code flow with PKCE, state and nonce).",
  },
  ssoCallback: {
    method: 'GET',
    path: '/anon/auth/sso/callback',
    produces: 'text/html',
    summary: 'The provider sends the browser back here; redirects to /login/sso with a result ticket.',
  },
  ssoExchange: {
    method: 'POST',
    path: '/anon/auth/sso/exchange',
    request: SsoExchangeRequest,
    response: LoginResponse,
    summary: "Spends a sign-in's result ticket and answers the login (as the password login does).",
  },
});
