import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';
import type { FileStore } from './platform/file-store';
import type { Mailer } from './platform/mail/mailer';

/** What route handlers and services need from the running server. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  startedAt: Date;
  mail: Mailer;
  files: FileStore;
}
