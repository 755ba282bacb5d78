/// <reference path="./oidc-provider-module.d.ts" />
/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 in the test process, for the sign-in
 * with a school's accounts: clients with client_secret_basic, accounts whose claims (e-mail, groups,
 * amr, acr) a test sets, and interactions finished without a browser (the next sign-in's account, or
 * a refusal, is chosen in advance). A test may change the ID token on its way out (a wrong audience, an
 * expired token) and re-sign it with the provider's own key, so only the check under test fails.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  groups?: string[];
  given_name?: string;
  family_name?: string;
  /** Authentication methods of the sign-in ('pwd', 'otp', 'mfa'). */
  amr?: string[];
  acr?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}

export interface TestProvider {
  issuer: string;
  /** Who signs in at the next interaction; null: the user cancels (access_denied). */
  nextSignIn: TestAccount | null;
  /** Changes the claims of the ID tokens the token endpoint answers (re-signed with the provider's key). */
  changeIdToken: ((claims: JWTPayload) => JWTPayload) | null;
  close(): Promise<void>;
}

const KID = 'test-key';

/** Starts the provider on a free port of 127.0.0.1 (or `port`). */
export async function startTestProvider(clients: TestClient[], port = 0): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestProvider = {
    issuer,
    nextSignIn: null,
    changeIdToken: null,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: [c.redirect_uri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: {
      // How the user signed in (acr, amr) goes with every ID token.
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'groups'],
    },
    // The claims go into the ID token, as school providers (IServ, Entra ID) do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 600,
      IdToken: 3600,
      AccessToken: 3600,
      Grant: 3600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      const { amr: _amr, acr: _acr, ...claims } = account;
      return { accountId: id, claims: () => ({ ...claims, email_verified: true }) };
    },
  });

  // The interaction (login, then consent) finishes at once with the account chosen in advance.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const account = state.nextSignIn;
    let result: Record<string, unknown>;
    if (!account) result = { error: 'access_denied', error_description: 'Der Benutzer hat abgebrochen.' };
    else if (details.prompt.name === 'login') {
      accounts.set(account.sub, account);
      result = { login: { accountId: account.sub, amr: account.amr, acr: account.acr, remember: false } };
    } else {
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? account.sub,
        clientId: details.params.client_id ?? '',
      });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      result = { consent: { grantId: await grant.save() } };
    }
    ctx.redirect(
      await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }),
    );
  });

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    const change = state.changeIdToken;
    if (ctx.path !== '/token' || !change || !body?.id_token) return;
    const claims = change(decodeJwt(body.id_token));
    const id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .sign(privateKey);
    ctx.body = { ...body, id_token };
  });

  server.on('request', provider.callback());
  return state;
}

/** A tiny cookie jar: the provider's session cookies between the redirects. */
function remember(jar: Map<string, string>, res: Response) {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
}

/**
 * Plays the browser at the provider: from the authorization URL through the interaction to the
 * redirect back; answers that redirect's URL (the callback with code and state, or with an error).
 */
export async function signInAtProvider(authorizationUrl: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    remember(jar, res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(callbackPrefix)) return url;
  }
  throw new Error('too many redirects at the provider');
}
