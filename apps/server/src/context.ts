import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { StaffSessionCache } from './http/active-user';
import type { TokenService } from './http/tokens';
import type { AttemptLimit } from './platform/attempt-limit';
import type { CardKeys } from './platform/card-keys';
import type { FileStore } from './platform/file-store';
import type { Jobs } from './platform/jobs';
import type { LoginLimiter } from './platform/login-limiter';
import type { Mailer } from './platform/mail/mailer';
import type { PasswordHasher } from './platform/password-gate';
import type { ProductInfoCache } from './platform/product-info-cache';
import type { SecretBox } from './platform/secret-box';
import type { WrongCodeLimit } from './platform/wrong-code-limit';

/** What route handlers and services need from the running server. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  /** The per-request session check's cache (http/session-cache.ts), dropped by the database's signals. */
  sessions: StaffSessionCache;
  /** Seals secrets kept at rest (one-time-code secrets, identity providers' client secrets). */
  secrets: SecretBox;
  startedAt: Date;
  mail: Mailer;
  files: FileStore;
  /** Background work (platform/jobs.ts): send jobs, in the caller's transaction where it matters. */
  jobs: Jobs;
  /** Password hashing behind a bounded semaphore (use it for every hash in a request). */
  passwords: PasswordHasher;
  loginLimiter: LoginLimiter;
  /** Wrong card-app codes per address and minute (counted like wrong passwords). */
  cardAppWrongCodes: WrongCodeLimit;
  /** Second-step codes per user (features/auth/second-factor/code-limit.ts), shared by all instances. */
  secondFactorAttempts: AttemptLimit;
  /** The public product info answers; product and tenant writes drop them after commit. */
  productInfoCache: ProductInfoCache;
  /** The keys that sign the cards' QR codes (platform/card-keys.ts). */
  cardKeys: CardKeys;
  /** The server's logger, for work outside a request's own (e.g. payments confirmed by webhook). */
  log: FastifyBaseLogger;
}
