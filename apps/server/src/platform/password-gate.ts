/**
 * Bounds the password hashing (scrypt, ~128 MiB and a few hundred ms each) that runs at the same time,
 * with a short queue: a login flood gets a German 503 with Retry-After instead of starving the server.
 */
import { RetryLaterError } from '../http/app-error';
import { hashPassword, verifyPassword } from './password-hashing';

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

/** A counting semaphore; `run` refuses at once when `queueLimit` callers already wait. */
export function createSemaphore(concurrency: number, queueLimit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      else if (waiting.length >= queueLimit) throw passwordBusy();
      // The slot passes straight from the releasing caller to the next waiter.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

export function createPasswordHasher({ concurrency = 2, queueLimit = 16 } = {}): PasswordHasher {
  const gate = createSemaphore(concurrency, queueLimit);
  return {
    hash: (password) => gate.run(() => hashPassword(password)),
    verify: (password, stored) => gate.run(() => verifyPassword(password, stored)),
  };
}
