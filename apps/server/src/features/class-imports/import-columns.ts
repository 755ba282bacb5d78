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
import {
  CLASS_IMPORT_TEXTS,
  type ClassImportFieldColumn,
  type ClassImportMapping,
} from '@ausweis/shared/schemas/class-imports';
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

/** A person is found by name: these two must come from a column; the others may be left empty. */
const REQUIRED_FIELDS: readonly ImportField[] = ['familyname', 'forname'];
export const isRequiredField = (f: ImportField) => REQUIRED_FIELDS.includes(f);

/** The product's fields by the header row's headings; a German 400 when a field has two columns. */
function guessByHeader(header: string[], op: OrderableProduct, wanted: ImportField[]) {
  const byName = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS)
    for (const name of [fieldLabel(field, op), ...PERSON_FIELDS[field].importHeadings]) {
      const key = foldName(name);
      if (key && !byName.has(key)) byName.set(key, field);
    }
  const columns: HeaderMap['columns'] = {};
  header.forEach((heading, i) => {
    const field = byName.get(foldName(heading));
    if (!field || !wanted.includes(field)) return;
    if (columns[field] !== undefined)
      throw badRequest(CLASS_IMPORT_TEXTS.doubleColumn(heading.trim()), 'list_file');
    columns[field] = i;
  });
  return columns;
}

/** The list's columns as the mapping reads them, and the format's own choice (null: by heading). */
export interface ListColumns {
  columns: string[];
  guess: Partial<Record<ImportField, number>> | null;
}

/**
 * Which column fills each of the product's fields: the format's choice or the headings' (a list with its
 * own header row), then the Admin's correction (`chosen`). A German 400 when the list has no column for
 * Nachname and Vorname (no class list), when a list with a header row lacks a field the product needs
 * (unless the Admin chose), or when the correction names no column of the list.
 */
export function mapColumns(
  list: ListColumns,
  op: OrderableProduct,
  rules: PersonFieldRules,
  chosen?: ClassImportMapping,
): HeaderMap & { mapping: ClassImportFieldColumn[] } {
  const wanted = productFields(rules);
  const guess = list.guess ?? guessByHeader(list.columns, op, wanted);
  const columns: HeaderMap['columns'] = {};
  for (const f of wanted) if (guess[f] !== undefined) columns[f] = guess[f];
  if (!chosen && REQUIRED_FIELDS.every((f) => columns[f] === undefined))
    throw badRequest(CLASS_IMPORT_TEXTS.notAList(CLASS_IMPORT_TEXTS.notAListNoNames), 'list_file');
  for (const f of wanted) {
    const column = chosen?.[f];
    if (column === undefined) continue;
    if (column === null) delete columns[f];
    else if (column >= list.columns.length) throw badRequest(CLASS_IMPORT_TEXTS.mappingColumn, 'mapping');
    else columns[f] = column;
  }
  const missing = wanted.filter((f) => columns[f] === undefined);
  if (list.guess === null && !chosen && missing.length > 0)
    throw badRequest(CLASS_IMPORT_TEXTS.missingColumns(missing.map((f) => fieldLabel(f, op))), 'list_file');
  const required = missing.find(isRequiredField);
  if (required) throw badRequest(CLASS_IMPORT_TEXTS.mappingRequired(fieldLabel(required, op)), 'mapping');
  const used = new Set(Object.values(columns));
  return {
    columns,
    ignored: list.columns.filter((name, i) => !used.has(i) && name.trim()).map((name) => name.trim()),
    mapping: wanted.map((field) => ({
      field,
      label: fieldLabel(field, op),
      required: isRequiredField(field),
      column: columns[field] ?? null,
    })),
  };
}

/** A date as the order form takes it: TT.MM.JJJJ (also from 1.2.2012, 2012-02-01 and 20120201). */
export function germanDateText(v: string): string {
  const iso = /^(\d{4})(-?)(\d{2})\2(\d{2})$/.exec(v);
  if (iso) return `${iso[4]}.${iso[3]}.${iso[1]}`;
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
