import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';

/** What route handlers and services need from the running server. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  startedAt: Date;
}
