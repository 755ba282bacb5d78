/**
 * A replaced student photo goes at once (staff's new photo, the family's new photo after a rejection):
 * its file is dropped unless another order still shows it.
 */
import { eq } from 'drizzle-orm';
import type { FileScope } from '../platform/file-write';
import type { Tx } from './client';
import { orders, ordersArchive } from './schema/index';

/**
 * Drops the replaced photo unless another order (a renewal, the archive) still shows it; the edited
 * order already points to its new photo (or none) here.
 */
export async function dropUnusedPhoto(tx: Tx, fileScope: FileScope, fileId: number): Promise<void> {
  // Across tenants: a file is dropped only when no order at all shows it any more.
  const used = async (t: typeof orders | typeof ordersArchive) =>
    (await tx.select({ id: t.id }).from(t).where(eq(t.image_file_id, fileId)).limit(1)).length > 0;
  if ((await used(orders)) || (await used(ordersArchive))) return;
  await fileScope.dropFile(fileId);
}
