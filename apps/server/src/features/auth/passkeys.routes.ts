/** Passkey routes (packages/shared/src/contracts/auth-passkeys.ts). */
import { authPasskeys } from '@ausweis/shared/contracts/auth-passkeys';
import { endpointRoutes, route } from '../../http/endpoints';
import { accountRateLimit } from '../../http/rate-limit';
import { authOf } from '../../http/request-context';
import { originOf } from './account-trail';
import {
  listPasskeys,
  register,
  registerOptions,
  secondStepOptions,
  secondStepWithPasskey,
  setupAndSignIn,
  setupOptions,
  signInOptions,
  signInWithPasskey,
} from './passkeys/passkeys.service';
import { signInOf } from './sign-in';

export const passkeysRoutes = endpointRoutes((ctx) => {
  // The sign-in calls are public: limited per client address like the other account calls.
  const limited = { config: accountRateLimit(ctx) };
  return [
    route(authPasskeys.passkeyList, ({ req }) => listPasskeys(ctx, authOf(req))),
    route(authPasskeys.passkeyRegisterOptions, ({ req }) => registerOptions(ctx, authOf(req))),
    route(authPasskeys.passkeyRegister, ({ input, req }) => register(ctx, authOf(req), input, originOf(req))),
    route(authPasskeys.passkeySignInOptions, () => signInOptions(ctx), limited),
    route(
      authPasskeys.passkeySignIn,
      ({ input, req }) => signInWithPasskey(ctx, input, signInOf(req, 'passkey')),
      limited,
    ),
    route(
      authPasskeys.passkeySecondStepOptions,
      ({ input }) => secondStepOptions(ctx, input.ticket),
      limited,
    ),
    route(
      authPasskeys.passkeySecondStep,
      ({ input, req }) => secondStepWithPasskey(ctx, input, signInOf(req, 'passkey')),
      limited,
    ),
    route(authPasskeys.passkeySetupOptions, ({ input }) => setupOptions(ctx, input.ticket), limited),
    route(
      authPasskeys.passkeySetup,
      ({ input, req }) => setupAndSignIn(ctx, input, signInOf(req, 'passkey')),
      limited,
    ),
  ];
});
