/**
 * The tenant scope cannot be forgotten or faked: tenant-scope.test-support.ts reads the server's code
 * with the type checker. Exempt are the cross-tenant modules below, and a statement or function whose
 * comment starts a line with `Across tenants:` and says why.
 */
import path from 'node:path';
import { getTableColumns, isTable } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';
import { tenantScopeProblems } from './tenant-scope.test-support';

const SRC = path.resolve(import.meta.dirname, '..');

/** Modules that work across tenants by their nature, with the reason. */
const CROSS_TENANT: Record<string, string> = {
  'db/tenant-scope.ts': 'defines the scope',
  'features/retention/retention.service.ts': 'deletes what the privacy page promises, in every tenant',
  'features/exports/exports.service.ts': "the print queue holds every tenant's paid plastic cards",
  'features/invoices/billing.service.ts': 'an invoice run bills the selected tenants in one transaction',
  'features/invoices/invoices.service.ts': 'super admins list the invoiceable orders and runs of all tenants',
  'features/payments/confirm.ts': "the providers' confirmations name the order, which names its tenant",
  'features/retention/card-wipe.ts':
    "wipes the cards its caller locked: retention's of every tenant, an erasure's in its tenant",
  'features/card-drawing/card-source.ts':
    'draws the cards of orders it was given, with their files (some of no tenant)',
};

const SKIPPED = /(\.test\.ts|\.test-support\.ts|\.d\.ts)$|^(db\/schema|db\/migrations|db\/seed|test)\//;
const relative = (fileName: string) => path.relative(SRC, fileName).split(path.sep).join('/');
const inSource = (fileName: string) => !relative(fileName).startsWith('..');

const SAMPLE_HEADER = [
  "import { and, eq, type SQL } from 'drizzle-orm';",
  "import { alias } from 'drizzle-orm/pg-core';",
  "import type { Db } from './client';",
  "import { orders, ordersArchive, tenantProducts, tenants, storedFiles } from './schema/index';",
  "import { type TenantCondition, type TenantScope } from './tenant-scope';",
  'declare const db: Db;',
  'declare const scope: TenantScope;',
];

/** Each known hole, line by line (below the sample header). */
const HOLES = [
  // A join that brings in every tenant's orders.
  'db.select().from(tenants).innerJoin(orders, eq(orders.tenant_id, tenants.id)).where(eq(tenants.id, 1));',
  // A receiver called like a scope that is none.
  'const myscope = { where: (_t: unknown, c: SQL) => c };',
  'db.select().from(orders).where(myscope.where(orders, eq(orders.id, 1)));',
  // One scoped query does not excuse the next one on the same table.
  'async function both() {',
  '  await db.select().from(orders).where(scope.where(orders));',
  '  await db.delete(orders).where(eq(orders.id, 1));',
  '}',
  // A hand-written tenant condition, and one made by a cast.
  'db.update(orders).set({ validated: true }).where(and(eq(orders.tenant_id, 1), eq(orders.id, 2)));',
  'db.select().from(orders).where(eq(orders.id, 1) as TenantCondition<typeof orders>);',
  // The scope of another table, and a join by the product's id alone.
  'db.select().from(orders).where(scope.where(ordersArchive));',
  'db.select().from(orders).innerJoin(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id)).where(scope.where(orders));',
  // A query returned unfinished, finished without the scope by its caller; an alias without any.
  'const fromOrders = () => db.select().from(orders);',
  'fromOrders().where(eq(orders.id, 1));',
  "const o = alias(orders, 'o');",
  'db.delete(o);',
];

/** What passes: the scope, joins keyed by the tenant, unfinished queries finished with the scope, exemptions. */
const CLEAN = [
  'db.select().from(orders).where(scope.where(orders, eq(orders.id, 1)));',
  'db.select().from(orders)',
  '  .innerJoin(tenants, eq(tenants.id, orders.tenant_id))',
  '  .innerJoin(tenantProducts, and(eq(tenantProducts.id, orders.tenant_product_id), eq(tenantProducts.tenant_id, orders.tenant_id)))',
  '  .leftJoin(storedFiles, scope.where(storedFiles, eq(storedFiles.id, orders.image_file_id)))',
  '  .where(scope.where(orders));',
  'const t = Math.random() > 0.5 ? orders : ordersArchive;',
  'db.update(t).set({ validated: true }).where(scope.where(t, eq(t.id, 1)));',
  'const fromOrders = () => db.select().from(orders);',
  'fromOrders().where(scope.where(orders));',
  'const rowsOf = (where: TenantCondition<typeof orders>) => db.select().from(orders).where(where);',
  'rowsOf(scope.where(orders));',
  '// Across tenants: the sample says why.',
  'db.delete(orders).where(eq(orders.id, 1));',
];

const SAMPLES: Record<string, string[]> = {
  'db/tenant-scope.holes.sample.ts': HOLES,
  'db/tenant-scope.clean.sample.ts': CLEAN,
};

/** The server's modules (tests left out) and the samples, type-checked as one program. */
function serverProgram(): ts.Program {
  const configFile = path.resolve(SRC, '../tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  const host = ts.createCompilerHost(config.options);
  const samples = new Map(
    Object.entries(SAMPLES).map(([name, lines]) => [
      path.join(SRC, name),
      [...SAMPLE_HEADER, ...lines].join('\n'),
    ]),
  );
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = samples.get(path.resolve(fileName));
    return text !== undefined
      ? ts.createSourceFile(fileName, text, language, true)
      : getSourceFile.call(host, fileName, language, ...rest);
  };
  const fileExists = host.fileExists;
  host.fileExists = (fileName) => samples.has(path.resolve(fileName)) || fileExists.call(host, fileName);
  const modules = config.fileNames.filter((f) => inSource(f) && !SKIPPED.test(relative(f)));
  return ts.createProgram({
    rootNames: [...modules, ...samples.keys()],
    options: { ...config.options, noEmit: true },
    host,
  });
}

let program: ts.Program | undefined;
const serverAndSamples = () => {
  program ??= serverProgram();
  return program;
};

/** The problems the check finds in the files the filter picks, as 'file:line: what'. */
function problems(pick: (file: string) => boolean): string[] {
  const files = serverAndSamples()
    .getSourceFiles()
    .filter((f) => inSource(f.fileName) && pick(relative(f.fileName)));
  return tenantScopeProblems(serverAndSamples(), files).map((p) => (p.startsWith(SRC) ? relative(p) : p));
}

/** The problems in a sample, as 'line: what' with the line counted below the header. */
function sampleProblems(name: string): string[] {
  const file = serverAndSamples().getSourceFile(path.join(SRC, name));
  const errors = ts.getPreEmitDiagnostics(serverAndSamples(), file);
  expect(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  return problems((f) => f === name).map((p) => {
    const [, line, what] = /^[^:]+:(\d+): (.*)$/.exec(p) ?? [];
    return `${Number(line) - SAMPLE_HEADER.length}: ${what}`;
  });
}

describe('tenant scope', () => {
  it('is used by every query on a tenant table outside the cross-tenant modules', () => {
    const checked = (file: string) => !SKIPPED.test(file) && !(file in CROSS_TENANT) && !(file in SAMPLES);
    expect(problems(checked)).toEqual([]);
    const files = new Set(
      serverAndSamples()
        .getSourceFiles()
        .map((f) => relative(f.fileName)),
    );
    expect(Object.keys(CROSS_TENANT).filter((file) => !files.has(file))).toEqual([]);
  }, 240_000);

  it('knows the tenant tables', () => {
    const tenantTables = Object.entries(schema)
      .filter(([, table]) => isTable(table) && 'tenant_id' in getTableColumns(table))
      .map(([name]) => name);
    expect(tenantTables.sort()).toEqual([
      'cardExports',
      'classImportRows',
      'classImports',
      'erasureRequests',
      'oneTimeTokens',
      'orderLinks',
      'orders',
      'ordersArchive',
      'paymentRuns',
      'photoReviews',
      'runPayments',
      'runReminders',
      'storedFiles',
      'tenantBaseProducts',
      'tenantIdentityProviders',
      'tenantInvitations',
      'tenantMemberships',
      'tenantProducts',
    ]);
  });
});

describe('the tenant-scope check', () => {
  it('fails on each known hole', () => {
    expect(sampleProblems('db/tenant-scope.holes.sample.ts')).toEqual([
      '1: innerJoin(orders) neither scoped nor keyed by the tenant',
      "3: orders without the scope's condition",
      "6: orders without the scope's condition",
      "8: orders without the scope's condition",
      '8: tenant condition by hand: eq(orders.tenant_id, 1)',
      '9: tenant condition by cast: eq(orders.id, 1) as TenantCondition<typeof orders>',
      "10: orders without the scope's condition",
      '11: innerJoin(tenantProducts) neither scoped nor keyed by the tenant',
      "13: orders without the scope's condition",
      "15: o without the scope's condition",
    ]);
  }, 240_000);

  it('accepts the scope, joins keyed by the tenant, unfinished queries finished with the scope and exemptions', () => {
    expect(sampleProblems('db/tenant-scope.clean.sample.ts')).toEqual([]);
  }, 240_000);
});
