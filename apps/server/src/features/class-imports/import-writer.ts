/**
 * How the rows of one confirmed import are written: as cards (card-writer.ts), or as personal order
 * links when the families pay (family-link-writer.ts). The job chooses the writer once per import; the
 * chunks (class-import-chunk.ts) then write every row through it.
 */
import { cardChoiceOf } from '@ausweis/shared/schemas/class-imports';
import type { Tx } from '../../db/client';
import type { classImports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import type { FileScope } from '../../platform/file-write';
import { formRulesOf, type OrderableProduct } from '../ordering/public';
import type { RowRecord } from './class-import-rows';
import type { ImportValues } from './import-columns';
import { rowRules } from './row-checks';

export type ImportRecord = typeof classImports.$inferSelect;

/** The product, the card choice and the order form's rules of an import. */
export function rulesOf(imp: ImportRecord, op: OrderableProduct) {
  const choice = cardChoiceOf(imp.card_choice);
  return { op, choice, check: rowRules(op, formRulesOf(op), choice) };
}
export type ImportRules = ReturnType<typeof rulesOf>;

/** What writing a row gave its person: a card (its order id), or a family's link (its last day). */
export type Written = { orderId: number } | { linkUntil: string };

export interface ImportWriter {
  /**
   * The persons' open family links of the product, by person key (see row-checks.ts), which a new row
   * may not repeat.
   */
  openLinks(
    tx: Tx,
    scope: TenantScope,
    productId: number,
    persons: ImportValues[],
  ): Promise<Map<string, string>>;
  /** Writes one checked row (its checked photo, if any, given) in the chunk's transaction. */
  write(tx: Tx, files: FileScope, rules: ImportRules, row: RowRecord, photo: Buffer | null): Promise<Written>;
  /** In the chunk's transaction, once its rows are marked created: the cards it created. */
  afterChunk(tx: Tx, scope: TenantScope, orderIds: number[]): Promise<void>;
  /** Once the last chunk is written. */
  afterImport(scope: TenantScope): Promise<void>;
}
