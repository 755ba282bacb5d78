/**
 * The second step of a sign-in with a code: a one-time code of the user's app (six digits) or one of
 * their recovery codes. Tries are limited per user (code-limit.ts); signing in with a recovery code
 * answers how many are left.
 */
import type { SessionResponse } from '@ausweis/shared/schemas/auth';
import {
  type ConfirmTotpWithTicketRequest,
  type ConfirmTotpWithTicketResponse,
  WRONG_RECOVERY_CODE_MESSAGE,
} from '@ausweis/shared/schemas/auth-factors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema/index';
import { badRequest } from '../../../http/app-error';
import { writeOwnEvent } from '../account-trail';
import { SIGN_IN_FAILED } from '../auth.service';
import { completeSecondStep, type SignIn } from '../sign-in';
import { readTicket, TICKET_EXPIRED } from '../sign-in-ticket';
import { codeTriesKey } from './code-limit';
import { useRecoveryCode } from './recovery-codes';
import { confirmTotpSetup, startTotpSetup, useTotpCode, wrongCode } from './totp.service';

/** Digits only: meant as a one-time code (recovery codes have letters). */
const isTotpCode = (code: string) => /^\d+$/.test(code);

export async function secondStepWithCode(
  ctx: AppContext,
  ticketToken: string,
  typed: string,
  signIn: Omit<SignIn, 'method'>,
): Promise<SessionResponse> {
  const ticket = await readTicket(ctx, ticketToken, 'second_factor');
  const key = codeTriesKey(ticket.userId);
  await ctx.secondFactorAttempts.attempt(key);
  const code = typed.replace(/\s/g, '');
  let left: number | null = null;
  const refused = async (err: Error) => {
    await writeOwnEvent(ctx.db, ticket.userId, signIn, SIGN_IN_FAILED);
    return err;
  };
  if (isTotpCode(code)) {
    if (!(await useTotpCode(ctx, ticket.userId, code))) throw await refused(wrongCode());
  } else {
    left = await useRecoveryCode(ctx.db, ticket.userId, code);
    if (left === null) throw await refused(badRequest(WRONG_RECOVERY_CODE_MESSAGE, 'code'));
  }
  await ctx.secondFactorAttempts.succeeded(key);
  const session = await completeSecondStep(ctx, ticket, signIn);
  return left === null ? session : { ...session, recovery_codes_left: left };
}

async function ticketUser(ctx: AppContext, ticketToken: string) {
  const ticket = await readTicket(ctx, ticketToken, 'factor_setup');
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!user) throw TICKET_EXPIRED();
  return { ticket, user };
}

/** A sign-in that must set up a second factor first: a new one-time-code secret for it. */
export async function startTotpSetupWithTicket(ctx: AppContext, ticketToken: string) {
  const { user } = await ticketUser(ctx, ticketToken);
  return startTotpSetup(ctx, user);
}

/** The app confirmed during sign-in: stored, and the session opens (with the recovery codes to keep). */
export async function confirmTotpSetupWithTicket(
  ctx: AppContext,
  input: z.output<typeof ConfirmTotpWithTicketRequest>,
  signIn: Omit<SignIn, 'method'>,
): Promise<ConfirmTotpWithTicketResponse> {
  const { ticket, user } = await ticketUser(ctx, input.ticket);
  const { recovery_codes } = await confirmTotpSetup(ctx, user.id, input, signIn);
  return { session: await completeSecondStep(ctx, ticket, signIn), recovery_codes };
}
