/**
 * The tenant scope cannot be forgotten: server code that reads, changes or deletes rows of a tenant table
 * passes a `scope.where(…)` as the query's condition, and nobody writes `eq(x.tenant_id, value)` by hand.
 * Exempt are the cross-tenant modules below, and a statement or function whose comment starts a line
 * with `Across tenants:` and says why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, isTable } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';

const SRC = path.resolve(import.meta.dirname, '..');

/** Modules that work across tenants by their nature, with the reason. */
const CROSS_TENANT: Record<string, string> = {
  'db/tenant-scope.ts': 'defines the scope',
  'features/retention/retention.service.ts': 'deletes what the privacy page promises, in every tenant',
  'features/exports/exports.service.ts': "the print queue holds every tenant's paid plastic cards",
  'features/invoices/billing.service.ts': 'an invoice run bills the selected tenants in one transaction',
  'features/invoices/invoices.service.ts': 'super admins list the invoiceable orders and runs of all tenants',
  'features/invoices/invoice-files.ts': 'a payment run (found by its id) names its tenant',
  'features/invoices/invoice-issue.job.ts': 'the invoice job, given a payment run id, names its tenant',
  'features/payments/access-mail.ts': 'the order, found by its id after payment, names its tenant',
  'features/payments/confirm.ts': "the providers' confirmations name the order, which names its tenant",
  'features/payments/order-access.ts': "the order's secret or checkout reference names the order",
  'features/payments/card-app-codes.ts': "the order's own secret names the card whose codes it gets",
  'features/payments/payments.service.ts': 'the orderer reaches the order through its secret, no tenant',
  'features/card-app/card-app.service.ts': "the holder's codes name the card, in whichever tenant",
  'features/media/media.routes.ts': 'public images are named by their file id and hash',
  'features/card-drawing/card-source.ts': 'draws the card of an order it was given, with that order’s files',
  'platform/file-write.ts': 'removes the files a write replaced, by their ids',
  'platform/mail/attachments.ts': 'a queued mail names its attachment by file id',
};

const SKIPPED = /(\.test\.ts|\.test-support\.ts|\.d\.ts)$|^(db\/schema|db\/migrations|db\/seed|test)\//;
/** The tenant tables: every table with a tenant_id column. */
const TABLE_NAMES = new Set(
  Object.entries(schema)
    .filter(([, table]) => isTable(table) && 'tenant_id' in getTableColumns(table))
    .map(([name]) => name),
);
const ALL_TABLE_NAMES = new Set(Object.keys(schema));
const EXEMPTION = /^\s*(\/\/|\*|\/\*\*?)\s*Across tenants:/m;
const QUERY_METHODS = new Set(['from', 'update', 'delete']);

const calleeName = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : call.expression.getText();

/** The names in this file that stand for a table of the set: the tables and their aliases or choices. */
function tableNames(file: ts.SourceFile, tables: Set<string>): Set<string> {
  const names = new Set(tables);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      const init = node.initializer;
      const mentions = (n: ts.Node) => ts.isIdentifier(n) && names.has(n.text);
      if (
        mentions(init) ||
        (ts.isCallExpression(init) && calleeName(init) === 'alias' && init.arguments.some(mentions)) ||
        (ts.isConditionalExpression(init) && (mentions(init.whenTrue) || mentions(init.whenFalse)))
      )
        names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The `.where(…)` call of the query chain the node starts, if any. */
function whereOfChain(node: ts.Node): ts.CallExpression | undefined {
  let current: ts.Node = node;
  while (ts.isPropertyAccessExpression(current.parent) || ts.isCallExpression(current.parent)) {
    const parent = current.parent;
    if (ts.isCallExpression(parent) && parent.expression === current && calleeName(parent) === 'where')
      return parent;
    if (ts.isCallExpression(parent) && parent.expression !== current) return undefined;
    current = parent;
  }
  return undefined;
}

const isScoped = (where: ts.CallExpression) => {
  const condition = where.arguments[0];
  return (
    condition !== undefined &&
    ts.isCallExpression(condition) &&
    ts.isPropertyAccessExpression(condition.expression) &&
    condition.expression.name.text === 'where' &&
    /scope$/i.test(condition.expression.expression.getText())
  );
};

/** Whether a statement around the node (up to the whole function) carries the `Across tenants:` comment. */
function exempted(node: ts.Node, file: ts.SourceFile): boolean {
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    if (!ts.isBlock(current.parent) && !ts.isSourceFile(current.parent)) continue;
    const comments = ts.getLeadingCommentRanges(file.text, current.getFullStart()) ?? [];
    if (comments.some((c) => EXEMPTION.test(file.text.slice(c.pos, c.end)))) return true;
  }
  return false;
}

/** `eq(a.tenant_id, b.column)` joins two tables; only a value as the second operand is a scope. */
const joinsTables = (operand: ts.Expression | undefined, tables: Set<string>) =>
  operand !== undefined &&
  ts.isPropertyAccessExpression(operand) &&
  ts.isIdentifier(operand.expression) &&
  tables.has(operand.expression.text);

/** The module-level statement (function, constant) the node is part of. */
function topLevelStatement(node: ts.Node): ts.Node {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

/**
 * A paged list builds its rows and its total from one condition that findPage assembles from the page
 * query's `scope` (http/paging.ts): there the function scopes the table once for both queries.
 */
const scopedInFunction = (node: ts.Node, table: string) =>
  new RegExp(`scope\\.where\\(\\s*${table}\\b`, 'i').test(topLevelStatement(node).getText());

/** What in this source breaks the rule, as 'line: text'. */
export function unscopedQueries(source: string, fileName = 'sample.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tenantTables = tableNames(file, TABLE_NAMES);
  const allTables = tableNames(file, ALL_TABLE_NAMES);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    if (!exempted(node, file))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first, second] = node.arguments;
      if (
        name === 'eq' &&
        first &&
        ts.isPropertyAccessExpression(first) &&
        first.name.text === 'tenant_id' &&
        !joinsTables(second, allTables)
      )
        report(node, `tenant condition by hand: ${node.getText()}`);
      if (
        QUERY_METHODS.has(name) &&
        ts.isPropertyAccessExpression(node.expression) &&
        first &&
        ts.isIdentifier(first) &&
        tenantTables.has(first.text)
      ) {
        const where = whereOfChain(node);
        if ((!where || !isScoped(where)) && !scopedInFunction(node, first.text))
          report(node, `${name}(${first.text}) without scope.where`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function serverSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

describe('tenant scope', () => {
  it('is used by every query on a tenant table outside the cross-tenant modules', () => {
    const problems = serverSources()
      .filter((file) => !SKIPPED.test(file) && !(file in CROSS_TENANT))
      .flatMap((file) =>
        unscopedQueries(readFileSync(path.join(SRC, file), 'utf8'), file).map((p) => `${file}:${p}`),
      );
    expect(problems).toEqual([]);
  });

  it('knows the tenant tables', () => {
    expect([...TABLE_NAMES].sort()).toEqual([
      'cardExports',
      'classImportRows',
      'classImports',
      'oneTimeTokens',
      'orderLinks',
      'orders',
      'ordersArchive',
      'paymentRuns',
      'storedFiles',
      'tenantBaseProducts',
      'tenantInvitations',
      'tenantMemberships',
      'tenantProducts',
    ]);
  });

  it('lists only modules that exist', () => {
    const files = new Set(serverSources());
    expect(Object.keys(CROSS_TENANT).filter((file) => !files.has(file))).toEqual([]);
  });

  it('finds a forgotten scope, a hand-written one and an unscoped alias, and accepts joins and exemptions', () => {
    const sample = [
      "const tp = alias(tenantProducts, 'tp');",
      'const m = tenantMemberships;',
      'db.select().from(orders).where(eq(orders.id, 1));',
      'db.update(orders).set({ validated: true }).where(and(eq(orders.tenant_id, 1), eq(orders.id, 2)));',
      'db.select().from(tp).innerJoin(orders, eq(orders.id, tp.id));',
      'db.delete(storedFiles);',
      'db.select().from(m);',
      'db.select().from(orders).where(scope.where(orders, eq(orders.id, 1)));',
      'db.select().from(users).where(eq(users.id, 1));',
      'db.select().from(tenants).innerJoin(orders, eq(orders.tenant_id, tenants.id)).where(eq(tenants.id, 1));',
      '// Across tenants: the sample says why.',
      'db.delete(orders).where(eq(orders.id, 1));',
      'function page(scope) {',
      '  return { scope: [scope.where(orders)], rows: (where) => db.select().from(orders).where(where) };',
      '}',
      '/** Across tenants: the whole function. */',
      'function f() {',
      '  return db.select().from(orders);',
      '}',
    ].join('\n');
    expect(unscopedQueries(sample)).toEqual([
      '3: from(orders) without scope.where',
      '4: update(orders) without scope.where',
      '4: tenant condition by hand: eq(orders.tenant_id, 1)',
      '5: from(tp) without scope.where',
      '6: delete(storedFiles) without scope.where',
      '7: from(m) without scope.where',
    ]);
  });
});
