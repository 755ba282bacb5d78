/** Start-up: configuration, database and migrations, demo data, then listen. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './db/seed/seed';
import { scheduleRetention } from './features/retention/retention.scheduler';
import { createFileStore } from './platform/file-store';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  if (config.demoData)
    await seedDemoData(database.db, { files: createFileStore(config.filesDir), log: (m) => console.log(m) });
  const app = await buildApp({ config, database });
  let retention: ReturnType<typeof scheduleRetention> | null = null;
  const close = async () => {
    await retention?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // Privacy (SPEC §1): delete what is no longer needed, at start-up and then every hour.
  retention = scheduleRetention({ db: database.db, files: createFileStore(config.filesDir) }, app.log);
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nAusweisportal läuft auf ${url}  (Datenbank: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (config.demoData) {
    console.log(`Demo-Anmeldungen (Passwort für alle: ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(40)} ${l.role}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Konfigurationsfehler: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
