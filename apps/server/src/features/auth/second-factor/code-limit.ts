/**
 * Wrong second-step codes are limited like passwords: per user (the ticket's), a few tries in a few
 * minutes, counted in PostgreSQL so that every instance counts together.
 */
import type { Db } from '../../../db/client';
import { RetryLaterError } from '../../../http/app-error';
import { createAttemptLimit } from '../../../platform/attempt-limit';
import { waitText } from '../../../platform/login-limiter';

export const SECOND_FACTOR_TRIES = 5;
const WINDOW_MS = 5 * 60_000;

export const tooManyCodes = (seconds: number) =>
  new RetryLaterError(
    429,
    'SECOND_FACTOR_THROTTLED',
    `Zu viele falsche Codes. Bitte warten Sie ${waitText(seconds)} und versuchen Sie es dann erneut.`,
    seconds,
  );

export const secondFactorAttemptLimit = (db: Db, namespace: string) =>
  createAttemptLimit(
    db,
    { max: SECOND_FACTOR_TRIES, windowMs: WINDOW_MS, name: 'second-factor', refusal: tooManyCodes },
    namespace,
  );

/** The counter of a user's second-step tries. */
export const codeTriesKey = (userId: number) => `user:${userId}`;
