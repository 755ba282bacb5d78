/**
 * Setting up and using a one-time-code app. The new secret travels in a sealed set-up token (AES-GCM
 * with ctx.secrets, ten minutes, single use) and is stored, sealed, only once a correct code confirms
 * it. Each code counts once: its step must be later than the last accepted one (an atomic update).
 */
import { randomBytes } from 'node:crypto';
import {
  type ConfirmTotpRequest,
  factorNameOrDefault,
  type TotpSetup,
  WRONG_CODE_MESSAGE,
} from '@ausweis/shared/schemas/auth-factors';
import { toSVG } from 'bwip-js/node';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { userFactors } from '../../../db/schema/index';
import { spendOnce } from '../../../db/spent-tokens';
import { AppError, badRequest } from '../../../http/app-error';
import { appendOwnEvent, type TrailOrigin } from '../account-trail';
import { factorCount } from './factor-queries';
import { replaceRecoveryCodes } from './recovery-codes';
import { manualKeyOf, matchingStep, newTotpSecret, totpUri } from './totp-codes';

const SETUP_MINUTES = 10;
const SETUP_PURPOSE = 'totp-setup';

export const wrongCode = () => badRequest(WRONG_CODE_MESSAGE, 'code');

const SETUP_EXPIRED = () =>
  new AppError(
    400,
    'TOTP_SETUP_EXPIRED',
    'Die Einrichtung ist abgelaufen oder bereits abgeschlossen. Bitte beginnen Sie die Einrichtung erneut.',
  );

interface SetupClaims {
  p: typeof SETUP_PURPOSE;
  /** The user it was made for. */
  u: number;
  /** The secret, base32. */
  s: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Random: the token's single use is recorded under it. */
  j: string;
}

/** A new secret for the user: the otpauth URI, the key in groups of four, the QR code and the set-up token. */
export function startTotpSetup(
  ctx: Pick<AppContext, 'secrets'>,
  user: { id: number; email: string },
): TotpSetup {
  const secret = newTotpSecret();
  const claims: SetupClaims = {
    p: SETUP_PURPOSE,
    u: user.id,
    s: secret,
    e: Date.now() + SETUP_MINUTES * 60_000,
    j: randomBytes(12).toString('base64url'),
  };
  const uri = totpUri(secret, user.email);
  return {
    setup_token: ctx.secrets.seal(JSON.stringify(claims)),
    otpauth_uri: uri,
    manual_key: manualKeyOf(secret),
    qr_svg: toSVG({
      bcid: 'qrcode',
      text: uri,
      scale: 4,
      paddingwidth: 4,
      paddingheight: 4,
      backgroundcolor: 'FFFFFF',
    }),
  };
}

function openSetupToken(ctx: Pick<AppContext, 'secrets'>, token: string, userId: number): SetupClaims {
  let claims: Partial<SetupClaims>;
  try {
    claims = JSON.parse(ctx.secrets.open(token)) as Partial<SetupClaims>;
  } catch {
    throw SETUP_EXPIRED();
  }
  if (
    claims.p !== SETUP_PURPOSE ||
    claims.u !== userId ||
    typeof claims.s !== 'string' ||
    typeof claims.j !== 'string' ||
    typeof claims.e !== 'number' ||
    claims.e < Date.now()
  )
    throw SETUP_EXPIRED();
  return claims as SetupClaims;
}

/**
 * Stores the app once the code matches the set-up token's secret. The user's first factor brings ten
 * recovery codes (answered, to be shown once); a further factor brings none.
 */
export async function confirmTotpSetup(
  ctx: Pick<AppContext, 'secrets' | 'db'>,
  userId: number,
  input: z.output<typeof ConfirmTotpRequest>,
  origin: TrailOrigin,
): Promise<{ recovery_codes: string[] | null }> {
  const claims = openSetupToken(ctx, input.setup_token, userId);
  const step = matchingStep(claims.s, input.code.replace(/\s/g, ''), null);
  if (step === null) throw wrongCode();
  return ctx.db.transaction(async (tx) => {
    if (!(await spendOnce(tx, `${SETUP_PURPOSE}:${claims.j}`, new Date(claims.e)))) throw SETUP_EXPIRED();
    const first = (await factorCount(tx, userId)) === 0;
    await tx.insert(userFactors).values({
      user_id: userId,
      kind: 'totp',
      name: factorNameOrDefault(input.name),
      totp_secret: ctx.secrets.seal(claims.s),
      totp_last_step: step,
      last_used_at: sql`now()`,
    });
    const codes = first ? await replaceRecoveryCodes(tx, userId) : null;
    await appendOwnEvent(tx, userId, origin, { action: 'factor.added', fields: ['totp'] });
    return { recovery_codes: codes };
  });
}

/**
 * A code of one of the user's apps, each step once: true when accepted. The step is taken with a
 * conditional update, so two requests with the same code cannot both pass.
 */
export async function useTotpCode(
  ctx: Pick<AppContext, 'secrets'> & { db: Db | Tx },
  userId: number,
  code: string,
): Promise<boolean> {
  const apps = await ctx.db
    .select({ id: userFactors.id, secret: userFactors.totp_secret, last: userFactors.totp_last_step })
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'totp')));
  for (const app of apps) {
    if (!app.secret) continue;
    const step = matchingStep(ctx.secrets.open(app.secret), code, app.last);
    if (step === null) continue;
    const taken = await ctx.db
      .update(userFactors)
      .set({ totp_last_step: step, last_used_at: sql`now()` })
      .where(
        and(
          eq(userFactors.id, app.id),
          or(isNull(userFactors.totp_last_step), lt(userFactors.totp_last_step, step)),
        ),
      )
      .returning({ id: userFactors.id });
    if (taken.length > 0) return true;
  }
  return false;
}
