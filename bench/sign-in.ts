/**
 * Benchmark (numbers printed, never asserted): what a second factor adds to a sign-in.
 *
 * - Anmeldung mit Passwort und Einmalcode: the login (a password hash at the product's cost, not the
 *   test factories' cheap one) and the second step with a code
 *   of the account's authenticator app, against the login with the password alone; BENCH_SIGN_IN_RUNS
 *   (30) of each, interleaved, each on its own account (a code is taken once), p50/p95.
 * PGlite in memory, or the PostgreSQL at BENCH_DATABASE_URL (EMPTIED first).
 */
import { inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { users } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/platform/password-hashing';
import { addMember, createTenant, createUser, TEST_PASSWORD } from '../apps/server/src/test/factories';
import { call, nextTotpCode } from '../apps/server/src/test/http';
import { benchConfig, openBenchDatabase, percentile } from './bench-app';
import { recordBench } from './report';

const URL = process.env.BENCH_DATABASE_URL;
const RUNS = Number(process.env.BENCH_SIGN_IN_RUNS ?? 30);

export async function benchSignIn() {
  const database = await openBenchDatabase(URL);
  await database.migrate();
  const { db } = database;
  const tenant = await createTenant(db);
  const app = await buildApp({ config: benchConfig({ databaseUrl: URL ?? null }), database, logger: false });
  try {
    const passwordOnly: string[] = [];
    const withCode: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const plain = await createUser(db);
      await addMember(db, plain.id, tenant.id, 'User');
      passwordOnly.push(plain.email);
      // Factory super admins come with an authenticator app (TEST_TOTP_SECRET).
      withCode.push((await createUser(db, { is_super_admin: true })).email);
    }
    // Every account gets a hash at the product's cost: the password check is what a sign-in costs.
    await db
      .update(users)
      .set({ password_hash: await hashPassword(TEST_PASSWORD) })
      .where(inArray(users.email, [...passwordOnly, ...withCode]));
    const login = (email: string) =>
      call(app, 'POST', '/anon/auth/login', { body: { email, password: TEST_PASSWORD } });
    const signInPassword = async (email: string) => {
      const res = await login(email);
      if (res.statusCode !== 200 || !res.json().token) throw new Error(`Anmeldung: ${res.body}`);
    };
    const signInWithCode = async (email: string) => {
      const res = await login(email);
      const ticket = res.json().second_factor?.ticket;
      if (!ticket) throw new Error(`Anmeldung ohne zweiten Schritt: ${res.body}`);
      const code = await nextTotpCode(email);
      const step = await call(app, 'POST', '/anon/auth/second_step', { body: { ticket, code } });
      if (step.statusCode !== 200) throw new Error(`Zweiter Schritt: ${step.body}`);
    };
    const time = async (fn: () => Promise<void>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    await signInPassword(passwordOnly[0] ?? ''); // warm-up (hash pool, routes)
    const times = { password: [] as number[], code: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.password.push(await time(() => signInPassword(passwordOnly[i] ?? '')));
      times.code.push(await time(() => signInWithCode(withCode[i] ?? '')));
    }
    for (const p of [50, 95])
      recordBench({
        what: `Anmeldung mit Passwort und Einmalcode (zwei Anfragen), p${p}, ${database.kind}`,
        now: percentile(times.code, p),
        unit: 'ms',
        baseline: percentile(times.password, p),
        baselineLabel: 'Anmeldung nur mit Passwort',
        goal: '≤ 1,2×',
      });
  } finally {
    await app.close();
  }
}
