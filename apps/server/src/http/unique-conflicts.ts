/**
 * A unique key taken: PostgreSQL's unique violation (SQLSTATE 23505, from node-postgres and PGlite
 * alike, possibly wrapped by drizzle in `cause`) becomes the German 409 of the field the key is on.
 * The constraint, not a check before the insert, decides: two requests at once cannot both pass.
 */
import { PRODUCT_MESSAGES } from '@ausweis/shared/schemas/product-rules';
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import { AppError } from './app-error';

/** The unique indexes a user can run into, by name (db/schema), with the field and message they answer. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  tenants_short_code_uq: { field: 'short_code', message: TENANT_MESSAGES.shortCodeTaken },
  tenant_products_code_uq: { field: 'product_short_code', message: PRODUCT_MESSAGES.codeTaken },
  users_email_uq: { field: 'email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' },
};

/** The German 409 of a value someone else has already. */
export const conflict = (message: string, field: string) => new AppError(409, 'CONFLICT', message, field);

/** The driver's unique-violation error inside `err` (drizzle wraps it), or null. */
export function uniqueViolation(err: unknown): { constraint?: unknown } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return current as { constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The 409 of the field for a violation of a known unique index; null for any other error. */
export function uniqueConflict(err: unknown): AppError | null {
  const violation = uniqueViolation(err);
  const known = typeof violation?.constraint === 'string' ? UNIQUE_FIELDS[violation.constraint] : undefined;
  return known ? conflict(known.message, known.field) : null;
}
