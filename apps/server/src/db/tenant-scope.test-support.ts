/**
 * The tenant-scope check, read with the TypeScript type checker (tenant-scope.test.ts runs it):
 * - every query that reads, changes or deletes rows of a tenant table (a table or alias whose type has
 *   a `tenant_id` column) has its own condition of type `TenantCondition<T>`, with `T` that table: only
 *   `TenantScope.where(table, …)` makes one (the receiver's type decides, not its name), and a cast to it
 *   is refused. A function that returns a query unfinished is followed to its callers, who finish it;
 * - every join of a tenant table is conditioned by the scope, or keyed by the tenant: its condition is
 *   (or is an `and` of, among others) `eq(joined.tenant_id, earlier.tenant_id)` with a table joined before;
 * - nobody writes a tenant condition by hand: a `tenant_id` column is compared only with a table's column.
 * Exempt is a statement or function whose comment starts a line with `Across tenants:` and says why.
 */
import ts from 'typescript';

const EXEMPTION = /^\s*(\/\/|\*|\/\*\*?)\s*Across tenants:/m;
const QUERY_METHODS = new Set(['from', 'update', 'delete']);
const JOIN_METHODS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
/** drizzle's operators: a tenant_id column in one of them is a condition on the tenant. */
const OPERATORS = new Set([
  'eq',
  'ne',
  'inArray',
  'notInArray',
  'gt',
  'gte',
  'lt',
  'lte',
  'isNull',
  'isNotNull',
]);
const SCOPE_FILE = /(^|\/)db\/tenant-scope\.ts$/;

/** A query of a tenant table: the call that names the table, the table and the method chain after it. */
interface Query {
  table: ts.Expression;
  /** The calls chained on the query from its start, in order (joins, where, …). */
  calls: ts.CallExpression[];
  /** The outermost expression of the chain. */
  top: ts.Expression;
  /** The tables of the chain so far, by their text (the first names the query's own table). */
  tables: string[];
  /** Reached through a function that returns the query unfinished: the scope may name any table its type allows. */
  viaHelper: boolean;
}

const methodName = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;

/** Where a problem with the call is shown: its method's name, else the call. */
const at = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call;

const calleeText = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : methodName(call);

export function tenantScopeProblems(program: ts.Program, files: readonly ts.SourceFile[]): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];

  const isTable = (type: ts.Type) => type.getProperty('$inferSelect') !== undefined;
  const isTenantTable = (node: ts.Node) => {
    const type = checker.getTypeAtLocation(node);
    return isTable(type) && type.getProperty('tenant_id') !== undefined;
  };
  /** `x.column` of a table `x`: the table expression, else undefined. */
  const tableOfColumn = (node: ts.Node | undefined) =>
    node && ts.isPropertyAccessExpression(node) && isTable(checker.getTypeAtLocation(node.expression))
      ? node.expression
      : undefined;
  const isTenantColumn = (node: ts.Node | undefined): node is ts.PropertyAccessExpression =>
    node !== undefined &&
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'tenant_id' &&
    tableOfColumn(node) !== undefined;

  const symbolOf = (node: ts.Node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  /**
   * Whether the condition is the scope's for the query's table: its type is `TenantCondition<T>`, which
   * only `TenantScope.where(table)` makes, with `T` the query's table (or, through a function that returns
   * the query unfinished, one the function's table allows).
   */
  const scopedFor = (condition: ts.Expression | undefined, q: Query): boolean => {
    if (!condition) return false;
    const type = checker.getNonNullableType(checker.getTypeAtLocation(condition));
    const brand = type.getProperties().find((p) => p.getName().startsWith('__@scoped@'));
    if (!brand) return false;
    const scoped = checker.getTypeOfSymbolAtLocation(brand, condition);
    const table = checker.getTypeAtLocation(q.table);
    return scoped === table || (q.viaHelper && checker.isTypeAssignableTo(scoped, table));
  };

  /** `eq(joined.tenant_id, earlier.tenant_id)`, also as one operand of an `and`. */
  const tenantKeyed = (condition: ts.Expression, joined: string, earlier: string[]): boolean => {
    if (!ts.isCallExpression(condition)) return false;
    const name = calleeText(condition);
    if (name === 'and') return condition.arguments.some((arg) => tenantKeyed(arg, joined, earlier));
    if (name !== 'eq') return false;
    const [a, b] = condition.arguments;
    if (!isTenantColumn(a) || !isTenantColumn(b)) return false;
    const pair = [a.expression.getText(), b.expression.getText()];
    return pair.includes(joined) && earlier.some((t) => t !== joined && pair.includes(t));
  };

  const exempted = (node: ts.Node) => {
    const file = node.getSourceFile();
    for (let current: ts.Node = node; current.parent; current = current.parent) {
      if (!ts.isBlock(current.parent) && !ts.isSourceFile(current.parent)) continue;
      const comments = ts.getLeadingCommentRanges(file.text, current.getFullStart()) ?? [];
      if (comments.some((c) => EXEMPTION.test(file.text.slice(c.pos, c.end)))) return true;
    }
    return false;
  };
  const report = (node: ts.Node, what: string) => {
    if (exempted(node)) return;
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${file.fileName}:${line}: ${what}`);
  };

  /** The method calls chained on `start`, and the outermost expression. */
  function chainFrom(start: ts.Expression): { calls: ts.CallExpression[]; top: ts.Expression } {
    const calls: ts.CallExpression[] = [];
    let current: ts.Expression = start;
    for (;;) {
      const access = current.parent;
      if (!ts.isPropertyAccessExpression(access) || access.expression !== current) break;
      const call = access.parent;
      if (!ts.isCallExpression(call) || call.expression !== access) break;
      calls.push(call);
      current = call;
    }
    return { calls, top: current };
  }

  /** The function whose result the expression is, if it is returned as it is. */
  function returningFunction(top: ts.Expression): ts.Node | undefined {
    let node: ts.Node = top;
    while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent)) node = node.parent;
    if (ts.isArrowFunction(node.parent) && node.parent.body === node) return node.parent;
    if (ts.isReturnStatement(node.parent)) {
      let fn: ts.Node | undefined = node.parent;
      while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
      return fn;
    }
    return undefined;
  }

  /** The symbol callers call the function by. */
  function functionSymbol(fn: ts.Node): ts.Symbol | undefined {
    if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return symbolOf(fn.name);
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name))
      return symbolOf(fn.parent.name);
    if (ts.isPropertyAssignment(fn.parent)) return symbolOf(fn.parent.name);
    return undefined;
  }

  /** The calls of each function in the checked files. */
  const callsBySymbol = new Map<ts.Symbol, ts.CallExpression[]>();
  const collectCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const target = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const symbol = symbolOf(target);
      if (symbol) callsBySymbol.set(symbol, [...(callsBySymbol.get(symbol) ?? []), node]);
    }
    ts.forEachChild(node, collectCalls);
  };
  for (const file of files) collectCalls(file);

  /** The joins of a query up to its condition: each of a tenant table scoped or keyed by the tenant. */
  function checkJoins(q: Query) {
    for (const call of q.calls) {
      const name = methodName(call);
      if (name === 'where') break;
      if (!name || !JOIN_METHODS.has(name)) continue;
      const [joined, condition] = call.arguments;
      if (!joined) continue;
      const text = joined.getText();
      if (
        isTenantTable(joined) &&
        !(
          condition &&
          (scopedFor(condition, { ...q, table: joined }) || tenantKeyed(condition, text, q.tables))
        )
      )
        report(at(call), `${name}(${text}) neither scoped nor keyed by the tenant`);
      q.tables.push(text);
    }
  }

  function checkQuery(q: Query, depth = 0) {
    checkJoins(q);
    const where = q.calls.find((call) => methodName(call) === 'where');
    if (where) {
      if (!scopedFor(where.arguments[0], q))
        report(at(where), `${q.table.getText()} without the scope's condition`);
      return;
    }
    const fn = returningFunction(q.top);
    const symbol = fn && functionSymbol(fn);
    const callers = symbol ? callsBySymbol.get(symbol) : undefined;
    if (!symbol || !callers || depth > 3) {
      report(q.top, `${q.table.getText()} without the scope's condition`);
      return;
    }
    // A function that returns the query unfinished: each caller finishes it.
    for (const caller of callers) {
      const { calls, top } = chainFrom(caller);
      checkQuery({ ...q, calls, top, tables: [...q.tables], viaHelper: true }, depth + 1);
    }
  }

  const visit = (node: ts.Node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      /\bTenantCondition\b/.test(node.type.getText()) &&
      !SCOPE_FILE.test(node.getSourceFile().fileName)
    )
      report(node, `tenant condition by cast: ${node.getText()}`);
    if (ts.isCallExpression(node)) {
      const name = calleeText(node);
      const [first] = node.arguments;
      if (name && OPERATORS.has(name) && node.arguments.some(isTenantColumn)) {
        const [a, b] = node.arguments;
        const join = name === 'eq' && tableOfColumn(a) !== undefined && tableOfColumn(b) !== undefined;
        if (!join) report(node, `tenant condition by hand: ${node.getText()}`);
      }
      if (name && QUERY_METHODS.has(name) && ts.isPropertyAccessExpression(node.expression) && first) {
        const { calls, top } = chainFrom(node);
        const q = { table: first, calls, top, tables: [first.getText()], viaHelper: false };
        if (isTenantTable(first)) checkQuery(q);
        else if (isTable(checker.getTypeAtLocation(first))) checkJoins(q);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return found;
}
