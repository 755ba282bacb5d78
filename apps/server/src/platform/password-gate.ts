/**
 * Bounds the password hashing (scrypt, ~128 MiB and a few hundred ms each) that runs at the same time,
 * with a short queue: a login flood gets a German 503 with Retry-After instead of starving the server.
 */
import { RetryLaterError } from '../http/app-error';
import { hashPassword, verifyPassword } from './password-hashing';
import { createSemaphore } from './semaphore';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

export const HASH_BUSY_RETRY_SECONDS = 5;

export const passwordBusy = () =>
  new RetryLaterError(
    503,
    'SERVER_BUSY',
    'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    HASH_BUSY_RETRY_SECONDS,
  );

export function createPasswordHasher({ concurrency = 2, queueLimit = 16 } = {}): PasswordHasher {
  const gate = createSemaphore(concurrency, { limit: queueLimit, busy: passwordBusy });
  return {
    hash: (password) => gate.run(() => hashPassword(password)),
    verify: (password, stored) => gate.run(() => verifyPassword(password, stored)),
  };
}
