/** Routes of the second factors: the sign-in's second step and set-up, the own factors, the tenant's rule. */
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { tenantAccessorOf } from '../../http/access';
import { auditActorOf } from '../../http/audit-trail';
import { endpointRoutes, route } from '../../http/endpoints';
import { accountRateLimit } from '../../http/rate-limit';
import { authOf, scopeOf } from '../../http/request-context';
import { originOf } from './account-trail';
import { resetSecondFactors } from './second-factor/factor-reset.service';
import {
  ownSecondFactors,
  regenerateRecoveryCodes,
  removeSecondFactor,
} from './second-factor/own-factors.service';
import {
  confirmTotpSetupWithTicket,
  secondStepWithCode,
  startTotpSetupWithTicket,
} from './second-factor/second-step.service';
import {
  saveTenantSecondFactorSetting,
  tenantSecondFactorSetting,
} from './second-factor/tenant-setting.service';
import { confirmTotpSetup, startTotpSetup } from './second-factor/totp.service';
import { signInOf } from './sign-in';

/** The device of the second step; the session keeps the first step's method (from the ticket). */
const deviceOf = (req: Parameters<typeof signInOf>[0]) => {
  const { method: _, ...device } = signInOf(req, 'password');
  return device;
};

export const secondFactorRoutes = endpointRoutes((ctx) => [
  route(
    authFactors.secondStep,
    ({ input, req }) => secondStepWithCode(ctx, input.ticket, input.code, deviceOf(req)),
    {
      config: accountRateLimit(ctx),
    },
  ),
  route(authFactors.startTotpSetupWithTicket, ({ input }) => startTotpSetupWithTicket(ctx, input.ticket), {
    config: accountRateLimit(ctx),
  }),
  route(
    authFactors.confirmTotpSetupWithTicket,
    ({ input, req }) => confirmTotpSetupWithTicket(ctx, input, deviceOf(req)),
    { config: accountRateLimit(ctx) },
  ),
  route(authFactors.startTotpSetup, ({ req }) => startTotpSetup(ctx, authOf(req))),
  route(authFactors.confirmTotpSetup, ({ input, req }) =>
    confirmTotpSetup(ctx, authOf(req).id, input, originOf(req)),
  ),
  route(authFactors.ownSecondFactors, ({ req }) => ownSecondFactors(ctx, authOf(req))),
  route(authFactors.removeSecondFactor, async ({ req }) => {
    await removeSecondFactor(ctx, authOf(req), req.params.id);
    return { ok: true as const };
  }),
  route(authFactors.regenerateRecoveryCodes, ({ req }) => regenerateRecoveryCodes(ctx, authOf(req))),
  route(authFactors.tenantSecondFactorSetting, ({ req }) => tenantSecondFactorSetting(ctx, scopeOf(req))),
  route(authFactors.saveTenantSecondFactorSetting, ({ input, req }) =>
    saveTenantSecondFactorSetting(ctx, tenantAccessorOf(req), input),
  ),
  route(authFactors.resetSecondFactors, async ({ input, req }) => {
    await resetSecondFactors(ctx, authOf(req), input.user_id, auditActorOf(req));
    return { ok: true as const };
  }),
]);
