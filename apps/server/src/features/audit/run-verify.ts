/**
 * `npm run audit:verify`: checks every chain of the audit trail against the configured database (as
 * `npm start` opens it) and prints per chain 'OK' or its first broken link in German; exits with 1
 * when a chain is broken. With the embedded PGlite database run it only while the server is stopped.
 */
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { loadCardKeys } from '../../platform/card-keys';
import { brokenMessage, chainName, verifyAuditChains } from './audit-verify';

async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const keys = loadCardKeys({
      dir: config.cardKeysDir,
      envKey: config.cardSigningKey,
      activeKid: config.cardSigningKeyId,
    });
    const result = await verifyAuditChains(database.db, keys, { chain: null });
    for (const c of result.perChain)
      console.log(c.broken ? brokenMessage(c.broken) : `${chainName(c.chain)}: OK (${c.checked} Ereignisse)`);
    console.log(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? `Konfigurationsfehler: ${err.message}` : err);
    process.exit(1);
  },
);
