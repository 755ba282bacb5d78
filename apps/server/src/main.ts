/** Start-up: configuration, database and migrations, demo data, then listen. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDir } from './db/client';
import { openFileStore } from './platform/open-file-store';
import { configuredSecretBox } from './platform/secret-box';

/** Set for the child process that creates a new embedded database with its demo data. */
const SEED_ONLY = 'AUSWEIS_SEED_ONLY';

/** The child's work: database, migrations, demo data; then it ends and takes its memory along. */
async function seedOnly(config: Config): Promise<void> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { seedDemoData } = await import('./db/seed/seed');
    await seedDemoData(database.db, {
      files: await openFileStore(config),
      secrets: configuredSecretBox(config),
      log: (m) => console.log(m),
    });
  } finally {
    await database.close();
  }
}

/**
 * A new embedded database gets its demo data in a child process: drawing some 300 photos leaves native
 * memory behind (image library, fonts) that the server would otherwise keep for good.
 */
function seedInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [SEED_ONLY]: '1' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Anlegen der Demo-Daten fehlgeschlagen (Exit-Code ${code})`)),
    );
  });
}

async function main(): Promise<void> {
  // What the server writes (database files, photos, invoices, exports, keys) is for its own user alone,
  // as PostgreSQL itself does it.
  process.umask(0o077);
  const config = loadConfig();
  if (process.env[SEED_ONLY] === '1') {
    await seedOnly(config);
    process.exit(0);
  }
  if (config.demoData && !config.databaseUrl && !existsSync(pgliteDir(config.dataDir))) await seedInChild();
  // The app's modules load while PGlite compiles its WebAssembly and starts PostgreSQL: each takes
  // a good part of the start-up time, and they need not wait for each other.
  const modules = Promise.all([
    import('./app'),
    import('./features/retention/retention.job'),
    import('./features/renewals/renewal.job'),
    import('./features/invoices/payment-reminder.job'),
    import('./features/audit/audit-checkpoint.job'),
    import('./features/class-imports/family-link-reminder.job'),
    import('./features/card-app/google-wallet-expiry.job'),
    import('./features/apple-wallet/apple-push.job'),
    config.demoData ? import('./db/seed/seed') : null,
  ]);
  modules.catch(() => undefined); // a failure is reported where it is awaited
  const database = await openDatabase(config);
  await database.migrate();
  const [
    { buildApp },
    { scheduleRetention },
    { scheduleRenewals },
    { schedulePaymentReminders },
    { scheduleAuditCheckpoints },
    { scheduleFamilyLinkReminders },
    { scheduleGoogleWalletExpiry },
    { scheduleApplePushes },
    demo,
  ] = await modules;
  const files = await openFileStore(config);
  // Demo data only into an empty database: a restart costs one count.
  await demo?.seedDemoData(database.db, {
    files,
    secrets: configuredSecretBox(config),
    log: (m) => console.log(m),
  });
  // Listens before the job queue and the background workers have started (they follow at once):
  // the database is open and migrated, which is all a request needs (one that sends a job waits).
  const app = await buildApp({ config, database, files, serveWhileStarting: true });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  await app.started;
  // Privacy (docs/product.md#overview): delete what is no longer needed, at start-up and then every hour (one run
  // across all instances, as a job).
  await scheduleRetention(app.jobs);
  // Renewal reminders: every morning, and at start-up to catch up on a missed morning.
  await scheduleRenewals(app.jobs);
  // Payment reminders of overdue invoice runs: every morning, and at start-up.
  await schedulePaymentReminders(app.jobs);
  // The audit trail's signed checkpoints: every night.
  await scheduleAuditCheckpoints(app.jobs);
  // The families' one reminder of an order link not ordered yet: every morning, and at start-up.
  await scheduleFamilyLinkReminders(app.jobs);
  // Google Wallet passes of ended cards: expired at Google every quarter hour, and at start-up.
  await scheduleGoogleWalletExpiry(app.jobs);
  // Apple Wallet: tell the devices of changed or ended cards' passes, every five minutes (with APNs).
  await scheduleApplePushes(app.jobs, config);
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nAusweisportal läuft auf ${url}  (Datenbank: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (demo) {
    console.log(`Demo-Anmeldungen (Passwort für alle: ${demo.DEMO_PASSWORD}):`);
    for (const l of demo.DEMO_LOGINS) console.log(`  ${l.email.padEnd(40)} ${l.role}`);
    console.log(
      `Der Super-Admin bestätigt die Anmeldung mit einem Code einer Authenticator-App; Schlüssel: ${demo.DEMO_TOTP_KEY}`,
    );
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
