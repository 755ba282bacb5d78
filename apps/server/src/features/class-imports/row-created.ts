/**
 * Which rows of a class list are created: a card when the institution pays, a family's order link when
 * the families pay. A row is created when its data passed the checks and, unless the families pay (they
 * add the photo), its photo did too; a sync's row of a pupil who has a card (its order_id set while
 * pending) updates that card instead. The preview counts and filters by it, the confirmation needs one
 * such row, and the job writes only these.
 */
import type { ClassImportMode } from '@ausweis/shared/schemas/class-imports';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { classImportRows } from '../../db/schema/index';

type RowRecord = typeof classImportRows.$inferSelect;

/** The checked row will be created in the mode (null: not chosen yet, counted as when the institution pays). */
export const willBeCreated = (
  row: Pick<RowRecord, 'data_ok' | 'photo_status' | 'order_id'>,
  mode: ClassImportMode | null,
): boolean => row.data_ok && row.order_id === null && (mode === 'families' || row.photo_status === 'ok');

/** willBeCreated as a condition on classImportRows. */
export const willBeCreatedWhere = (mode: ClassImportMode | null): SQL =>
  and(
    eq(classImportRows.data_ok, true),
    isNull(classImportRows.order_id),
    mode === 'families' ? undefined : eq(classImportRows.photo_status, 'ok'),
  ) as SQL;
