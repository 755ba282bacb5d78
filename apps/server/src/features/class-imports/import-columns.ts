/**
 * The columns of a class list: which order form field each one fills, its German heading (the
 * product's own names for external id, department and field1–3) and the names a heading may have,
 * matched tolerantly (case, umlauts or ae/oe/ue/ss, spaces and punctuation do not matter). Headings,
 * names and which fields a product uses come from the person fields' description (person-fields.ts).
 */

import {
  asksPersonField,
  PERSON_FIELDS,
  type PersonFieldKey,
  type PersonFieldRules,
  personFieldLabel,
} from '@ausweis/shared/person-fields';
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { badRequest } from '../../http/app-error';
import type { OrderableProduct } from '../ordering/public';

/** The class list's columns in template order: every person field. */
export const IMPORT_FIELDS = [
  'familyname',
  'forname',
  'birthday',
  'external_department',
  'external_id',
  'email',
  'student_city',
  'student_street',
  'field1',
  'field2',
  'field3',
] as const satisfies readonly PersonFieldKey[];
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportValues = Record<ImportField, string>;

/**
 * Lower case, umlauts as ae/oe/ue, ß as ss, nothing but letters and digits. Composed first (NFC): macOS
 * tools write 'ü' in file names as 'u' + combining diaeresis, which would otherwise fold to 'u'.
 */
export const foldName = (v: string) =>
  v
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');

/** The product's name of a field (its own labels first), as heading, problem prefix and result column. */
export function fieldLabel(field: ImportField, { product: p, base: b }: OrderableProduct): string {
  // The base product names external id and department, the tenant product field1–3.
  return personFieldLabel(field, { ...b, ...p }, PERSON_FIELDS[field].importHeadings[0]);
}

/** The product's columns in template order: the fields it uses (and so requires). */
export const productFields = (rules: PersonFieldRules) =>
  IMPORT_FIELDS.filter((f) => asksPersonField(f, rules));

export interface HeaderMap {
  /** Column index of each field found. */
  columns: Partial<Record<ImportField, number>>;
  /** Headings that match no field the product uses. */
  ignored: string[];
}

/**
 * Matches the header row to the product's fields; a German 400 when a field the product needs has no
 * column or a field has two.
 */
export function mapHeader(header: string[], op: OrderableProduct, rules: PersonFieldRules): HeaderMap {
  const wanted = productFields(rules);
  const byName = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS)
    for (const name of [fieldLabel(field, op), ...PERSON_FIELDS[field].importHeadings]) {
      const key = foldName(name);
      if (key && !byName.has(key)) byName.set(key, field);
    }
  const columns: HeaderMap['columns'] = {};
  const ignored: string[] = [];
  header.forEach((heading, i) => {
    const field = byName.get(foldName(heading));
    if (!field || !wanted.includes(field)) {
      if (heading.trim()) ignored.push(heading.trim());
      return;
    }
    if (columns[field] !== undefined)
      throw badRequest(CLASS_IMPORT_TEXTS.doubleColumn(heading.trim()), 'list_file');
    columns[field] = i;
  });
  const missing = wanted.filter((f) => columns[f] === undefined).map((f) => fieldLabel(f, op));
  if (missing.length > 0) throw badRequest(CLASS_IMPORT_TEXTS.missingColumns(missing), 'list_file');
  return { columns, ignored };
}

/** A date as the order form takes it: TT.MM.JJJJ (also from 1.2.2012 and 2012-02-01). */
export function germanDateText(v: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const short = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (short) return `${short[1]?.padStart(2, '0')}.${short[2]?.padStart(2, '0')}.${short[3]}`;
  return v;
}

/** A data row's values by field (every field present, '' when the product does not use it). */
export function rowValues(cells: string[], map: HeaderMap): ImportValues {
  const out = {} as ImportValues;
  for (const field of IMPORT_FIELDS) {
    const i = map.columns[field];
    const raw = i === undefined ? '' : (cells[i] ?? '').trim();
    out[field] = PERSON_FIELDS[field].kind === 'date' ? germanDateText(raw) : raw;
  }
  return out;
}
