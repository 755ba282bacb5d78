/**
 * `npm run retention`: one retention run against the configured database (as `npm start` would open
 * it), prints the counts and exits. The server runs the same job every hour on its own; with the
 * embedded PGlite database run this only while the server is stopped (one process per data directory).
 */
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { openFileStore } from '../../platform/open-file-store';
import { runRetention } from './retention.service';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const c = await runRetention({ db: database.db, files: await openFileStore(config), config }, new Date());
    console.log(
      `Aufbewahrung: ${c.anonymised} Ausweise anonymisiert, ${c.archived} archiviert, ${c.errorLogs} Fehlerprotokolle, ${c.printExports} Druckexporte und ${c.cardExports} Ausweis-Exporte, ${c.auditEvents} Protokolleinträge gelöscht.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Konfigurationsfehler: ${err.message}` : err);
  process.exit(1);
});
