/**
 * The checks of a class list's rows before anything is written: the order form's rules (the shared
 * studentInfoSchema of SPEC §5, the very rules the order page and place_order apply), duplicates within
 * the file and duplicates of the product's existing cards.
 */
import { parseGermanDate } from '@ausweis/shared/format';
import type { CardChoice, OrderFormRules } from '@ausweis/shared/schemas/order-rules';
import { studentInfoSchema } from '@ausweis/shared/schemas/order-rules';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
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

const isoToGerman = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/**
 * The product's existing cards (not deleted) of the rows' persons, by person key: the order id.
 * Candidates are found by lower-case family name or external id, then compared by their keys.
 */
export async function existingCards(
  db: Db | Tx,
  scope: TenantScope,
  tenantProductId: number,
  rows: ImportValues[],
): Promise<Map<string, number>> {
  const names = [...new Set(rows.map((v) => v.familyname.toLowerCase()).filter(Boolean))];
  const ids = [...new Set(rows.map((v) => v.external_id.toLowerCase()).filter(Boolean))];
  const out = new Map<string, number>();
  if (names.length === 0 && ids.length === 0) return out;
  const found = await db
    .select({
      id: orders.id,
      familyname: orders.familyname,
      forname: orders.forname,
      birthday: orders.birthday,
      external_id: orders.external_id,
    })
    .from(orders)
    .where(
      scope.where(
        orders,
        eq(orders.tenant_product_id, tenantProductId),
        eq(orders.is_delete, false),
        or(
          names.length ? inArray(sql`lower(${orders.familyname})`, names) : undefined,
          ids.length ? inArray(sql`lower(${orders.external_id})`, ids) : undefined,
        ),
      ),
    );
  for (const c of found) {
    const keys = personKeys({
      familyname: c.familyname,
      forname: c.forname,
      birthday: isoToGerman(c.birthday),
      external_id: c.external_id ?? '',
    });
    for (const k of keys) if (!out.has(k)) out.set(k, c.id);
  }
  return out;
}

/** The first existing card of the row's person, if any. */
export const existingCardOf = (cards: Map<string, number>, v: ImportValues) =>
  personKeys(v)
    .map((k) => cards.get(k))
    .find((id) => id !== undefined);

/** The row's birthday as stored (YYYY-MM-DD), once its data passed the rules. */
export const birthdayOf = (v: ImportValues) => parseGermanDate(v.birthday);
