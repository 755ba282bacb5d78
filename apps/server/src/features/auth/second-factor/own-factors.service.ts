/** The own second factors on the page 'Anmeldung und Sicherheit': list, remove, new recovery codes. */
import {
  LAST_FACTOR_MESSAGE,
  type RecoveryCodesResponse,
  type SecondFactorsResponse,
} from '@ausweis/shared/schemas/auth-factors';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recoveryCodes, userFactors, users } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../http/app-error';
import type { AuthUser } from '../../../http/request-context';
import { factorCount, factorRequired, recoveryCodesLeft } from './factor-queries';
import { replaceRecoveryCodes } from './recovery-codes';

export async function ownSecondFactors(ctx: AppContext, user: AuthUser): Promise<SecondFactorsResponse> {
  const factors = await ctx.db
    .select({
      id: userFactors.id,
      kind: userFactors.kind,
      name: userFactors.name,
      created_at: userFactors.created_at,
      last_used_at: userFactors.last_used_at,
    })
    .from(userFactors)
    .where(eq(userFactors.user_id, user.id))
    .orderBy(asc(userFactors.created_at), asc(userFactors.id));
  return {
    factors,
    recovery_codes_left: await recoveryCodesLeft(ctx.db, user.id),
    required: await factorRequired(ctx.db, user),
  };
}

/**
 * Removes an own factor; never the last one while the user must have one. Without any factor left the
 * recovery codes go too (they would confirm nothing).
 */
export async function removeSecondFactor(ctx: AppContext, user: AuthUser, factorId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One removal at a time per user: two parallel ones must not both see a factor left over.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const mine = and(eq(userFactors.id, factorId), eq(userFactors.user_id, user.id));
    const [factor] = await tx.select({ id: userFactors.id }).from(userFactors).where(mine).for('update');
    if (!factor) throw notFound('Diesen zweiten Faktor gibt es nicht (mehr).');
    const count = await factorCount(tx, user.id);
    if (count === 1 && (await factorRequired(tx, user))) throw badRequest(LAST_FACTOR_MESSAGE);
    await tx.delete(userFactors).where(mine);
    if (count === 1) await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
  });
}

/** Ten new recovery codes (the old ones stop working); only with a second factor to recover. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: AuthUser,
): Promise<RecoveryCodesResponse> {
  return ctx.db.transaction(async (tx) => {
    if ((await factorCount(tx, user.id)) === 0)
      throw badRequest(
        'Richten Sie zuerst einen zweiten Faktor ein; die Wiederherstellungscodes gehören zu ihm.',
      );
    return { recovery_codes: await replaceRecoveryCodes(tx, user.id) };
  });
}
