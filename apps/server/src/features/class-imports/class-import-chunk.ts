/**
 * One chunk of an import's rows, written in one transaction. Rows the preview refused (data, photo, or
 * no e-mail when the families pay) are refused with those problems. The others still pending are
 * locked and checked again (the product's rules and the tenant's cards may have changed since the
 * preview: another import may have created the person), then each is written (a card or a family's
 * link) and marked created, or is refused with the reason. All of the chunk or nothing: a failure
 * leaves its rows pending for the retry.
 */
import { formatDate } from '@ausweis/shared/format';
import { CLASS_IMPORT_TEXTS, problemsText } from '@ausweis/shared/schemas/class-imports';
import type { AppContext } from '../../context';
import type { TenantScope } from '../../db/tenant-scope';
import { writeWithFiles } from '../../platform/file-write';
import { lockPending, markCreated, type RowRecord, refuseRows } from './class-import-rows';
import type { ImportValues } from './import-columns';
import type { ImportRecord, ImportRules, ImportWriter } from './import-writer';
import { existingCards, foundFor, personKeys } from './row-checks';
import { willBeCreated } from './row-created';

const hasPhoto = (r: RowRecord) => r.photo_status === 'ok' && r.photo_path !== null;

/** Why the preview's outcome keeps a row from being written (null: its problems say it), or undefined. */
function unwritable(imp: ImportRecord, r: RowRecord): string | null | undefined {
  const families = imp.mode === 'families';
  if (families && !(r.values as ImportValues).email?.trim()) return CLASS_IMPORT_TEXTS.familiesNoEmail;
  if (!willBeCreated(r, imp.mode)) return null;
  return undefined;
}

export async function writeChunk(
  ctx: Pick<AppContext, 'db' | 'files'>,
  scope: TenantScope,
  imp: ImportRecord,
  rules: ImportRules,
  writer: ImportWriter,
  chunk: RowRecord[],
): Promise<void> {
  const ready: RowRecord[] = [];
  const refused = new Map<string | null, RowRecord[]>();
  for (const row of chunk) {
    const reason = unwritable(imp, row);
    if (reason === undefined) ready.push(row);
    else refused.set(reason, [...(refused.get(reason) ?? []), row]);
  }
  for (const [reason, rows] of refused) await refuseRows(ctx.db, scope, rows, reason);
  if (ready.length === 0) return;
  const { op, check } = rules;
  const photos = new Map(
    await Promise.all(
      ready.filter(hasPhoto).map(async (r) => [r.id, await ctx.files.read(r.photo_path as string)] as const),
    ),
  );
  await writeWithFiles(ctx, async (tx, files) => {
    const mine = await lockPending(tx, scope, ready);
    const persons = mine.map((r) => r.values as ImportValues);
    const cards = await existingCards(tx, scope, op.product.id, persons);
    const links = await writer.openLinks(tx, scope, op.product.id, persons);
    /** The rows written, each with its card's order id (null: a family's link). */
    const written: [number, number | null][] = [];
    for (const row of mine) {
      const values = row.values as ImportValues;
      const card = foundFor(cards, values);
      const link = foundFor(links, values);
      const problem =
        problemsText(check.problems(values)) ||
        (card === undefined ? '' : CLASS_IMPORT_TEXTS.duplicateCard(card)) ||
        (link === undefined ? '' : CLASS_IMPORT_TEXTS.linkAlreadySent(formatDate(link)));
      if (problem) {
        await refuseRows(tx, scope, [row], problem);
        continue;
      }
      const result = await writer.write(tx, files, rules, row, photos.get(row.id) ?? null);
      const orderId = 'orderId' in result ? result.orderId : null;
      written.push([row.id, orderId]);
      // A later row of the same person in this chunk finds this card or link.
      for (const key of personKeys(values))
        if ('orderId' in result) cards.set(key, result.orderId);
        else links.set(key, result.linkUntil);
    }
    await markCreated(tx, scope, written);
    await writer.afterChunk(
      tx,
      scope,
      written.flatMap(([, id]) => (id === null ? [] : [id])),
    );
  });
}
