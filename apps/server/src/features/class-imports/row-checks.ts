/**
 * The checks of a class list's rows before anything is written: the order form's rules (the shared
 * studentInfoSchema of docs/product.md#validation, the very rules the order page and place_order apply), duplicates within
 * the file, duplicates of the product's existing cards, and (the families paying) of open family links.
 */
import { formatDate, parseGermanDate } from '@ausweis/shared/format';
import type { CardChoice, OrderFormRules } from '@ausweis/shared/schemas/order-rules';
import { studentInfoSchema } from '@ausweis/shared/schemas/order-rules';
import { type AnyColumn, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderLinks, orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { germanDayEndingAt } from '../../platform/german-date';
import type { OrderableProduct } from '../ordering/public';
import { fieldLabel, foldName, IMPORT_FIELDS, type ImportValues } from './import-columns';

/** Checks rows of one product with one card choice against the order form's rules. */
export function rowRules(op: OrderableProduct, rules: OrderFormRules, choice: CardChoice) {
  const schema = studentInfoSchema(rules);
  const labels = new Map<string, string>(IMPORT_FIELDS.map((f) => [f, fieldLabel(f, op)]));
  labels.set('is_online', 'Ausweisart');
  labels.set('is_hardcopy', 'Ausweisart');
  return {
    schema,
    /** The German problems of the row's data, one per field, prefixed by the field's name. */
    problems(values: ImportValues): string[] {
      const parsed = schema.safeParse({ ...values, ...choice });
      if (parsed.success) return [];
      const seen = new Set<string>();
      const out: string[] = [];
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field)) continue;
        seen.add(field);
        out.push(`${labels.get(field) ?? field}: ${issue.message}`);
      }
      return out;
    },
  };
}

/** The keys a person is recognised by: name and birthday, and the external id when there is one. */
export function personKeys(v: Pick<ImportValues, 'familyname' | 'forname' | 'birthday' | 'external_id'>) {
  const keys = [`n:${foldName(v.familyname)}|${foldName(v.forname)}|${v.birthday}`];
  if (v.external_id.trim()) keys.push(`i:${foldName(v.external_id)}`);
  return keys;
}

/** For each row (by index), the row number of an earlier row of the same person, if any. */
export function duplicatesInFile(rows: { row_no: number; values: ImportValues }[]): Map<number, number> {
  const first = new Map<string, number>();
  const out = new Map<number, number>();
  rows.forEach((r, i) => {
    const keys = personKeys(r.values);
    const earlier = keys.map((k) => first.get(k)).find((n) => n !== undefined);
    if (earlier !== undefined) out.set(i, earlier);
    for (const k of keys) if (!first.has(k)) first.set(k, r.row_no);
  });
  return out;
}

/** A stored person, as orders and order links keep one. */
interface StoredPerson {
  familyname: string;
  forname: string;
  birthday: string | null;
  external_id: string | null;
}

/** Candidates of the rows' persons: by lower-case family name or external id (then compared by keys). */
function candidatesOf(t: { familyname: AnyColumn; external_id: AnyColumn }, rows: ImportValues[]) {
  const names = [...new Set(rows.map((v) => v.familyname.toLowerCase()).filter(Boolean))];
  const ids = [...new Set(rows.map((v) => v.external_id.toLowerCase()).filter(Boolean))];
  if (names.length === 0 && ids.length === 0) return null;
  return or(
    names.length ? inArray(sql`lower(${t.familyname})`, names) : undefined,
    ids.length ? inArray(sql`lower(${t.external_id})`, ids) : undefined,
  );
}

/** The found persons by person key, each key with the first one's value. */
function byPerson<T extends StoredPerson, V>(found: T[], value: (f: T) => V): Map<string, V> {
  const out = new Map<string, V>();
  for (const f of found) {
    const keys = personKeys({
      familyname: f.familyname,
      forname: f.forname,
      birthday: formatDate(f.birthday),
      external_id: f.external_id ?? '',
    });
    for (const k of keys) if (!out.has(k)) out.set(k, value(f));
  }
  return out;
}

const personColumns = <T extends Record<keyof StoredPerson, AnyColumn>>(
  t: T,
): Pick<T, keyof StoredPerson> => ({
  familyname: t.familyname,
  forname: t.forname,
  birthday: t.birthday,
  external_id: t.external_id,
});

/** The product's existing cards (not deleted) of the rows' persons, by person key: the order id. */
export async function existingCards(
  db: Db | Tx,
  scope: TenantScope,
  tenantProductId: number,
  rows: ImportValues[],
): Promise<Map<string, number>> {
  const candidates = candidatesOf(orders, rows);
  if (!candidates) return new Map();
  const found = await db
    .select({ id: orders.id, ...personColumns(orders) })
    .from(orders)
    .where(
      scope.where(
        orders,
        eq(orders.tenant_product_id, tenantProductId),
        eq(orders.is_delete, false),
        candidates,
      ),
    );
  return byPerson(found, (c) => c.id);
}

/**
 * The product's family links of earlier imports still open (not used, not expired) for the rows'
 * persons, by person key: the link's last day (YYYY-MM-DD, German). A list imported twice must not
 * mail each family a second link.
 */
export async function openFamilyLinks(
  db: Db | Tx,
  scope: TenantScope,
  tenantProductId: number,
  rows: ImportValues[],
): Promise<Map<string, string>> {
  const candidates = candidatesOf(orderLinks, rows);
  if (!candidates) return new Map();
  const found = await db
    .select({ expires_at: orderLinks.expires_at, ...personColumns(orderLinks) })
    .from(orderLinks)
    .where(
      scope.where(
        orderLinks,
        eq(orderLinks.tenant_product_id, tenantProductId),
        eq(orderLinks.source, 'import'),
        isNull(orderLinks.used_at),
        gt(orderLinks.expires_at, sql`now()`),
        candidates,
      ),
    );
  // A link works until the instant its last day ends (endOfGermanDay).
  return byPerson(found, (l) => germanDayEndingAt(l.expires_at));
}

/** The first found value (existing card, open link) of the row's person, if any. */
export const foundFor = <V>(found: Map<string, V>, v: ImportValues) =>
  personKeys(v)
    .map((k) => found.get(k))
    .find((x) => x !== undefined);

/** The row's birthday as stored (YYYY-MM-DD), once its data passed the rules. */
export const birthdayOf = (v: ImportValues) => parseGermanDate(v.birthday);
