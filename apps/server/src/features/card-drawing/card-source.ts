/**
 * One place that turns an order into its card: loads order, tenant, product and images, draws the card
 * with the shared layout, and keeps the last drawn PNG in the file store (orders.card_file_id) so the
 * card app, downloads and card info do not redraw it on every call. Whoever changes what the card
 * shows calls clearRenderedCards (or passes force to redraw, as 'recreate card' does).
 */

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CARD_CHECK_PAGE } from '@ausweis/shared/card-code';
import { renderCardBackSvg } from '@ausweis/shared/card-layout/card-back';
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { cardLabelLanguages } from '@ausweis/shared/card-layout/label-languages';
import type { CardImages, CardLayoutInput } from '@ausweis/shared/card-layout/types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { CardRecord, OrderTable } from '../../db/card-records';
import type { Db, Tx } from '../../db/client';
import { ordersArchive, storedFiles } from '../../db/schema/index';
import { cardCodeSvg } from '../../platform/card-code';
import { cardsPdfBuffer, cardsPdfStream, type PrintCard, type PrintOffset } from '../../platform/card-pdf';
import { type CardRenderSource, cardInputFromRecords, renderCardPng } from '../../platform/card-render';
import { isTestCard } from '../../platform/card-verdict';
import { storeFile } from '../../platform/images';
import { type PrintImageCache, type PrintImageSource, printCard } from '../../platform/print-images';

/** Bytes of stored files by id (missing files are left out). */
export async function fileBytes(
  ctx: Pick<AppContext, 'db' | 'files'>,
  ids: (number | null)[],
): Promise<Map<number, Buffer>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: storedFiles.id, path: storedFiles.path })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  const loaded = await Promise.all(
    rows.map(async (r) => [r.id, await ctx.files.read(r.path).catch(() => null)] as const),
  );
  return new Map(loaded.filter((e): e is readonly [number, Buffer] => e[1] !== null));
}

/** The stored files a card draws (product images before the tenant's). */
function imageIdsOf(rec: CardRecord): Record<keyof CardImages, number | null> {
  const { order: o, tenant: t, product: p } = rec;
  return {
    logo: p.logo_file_id ?? t.logo_file_id,
    stamp: p.stamp_file_id ?? t.stamp_file_id,
    sign: p.sign_file_id ?? t.sign_file_id,
    photo: o.image_file_id,
    student_sign: o.sign_file_id,
  };
}

/** What the card shows of the records, images aside. */
function cardSourceOf(rec: CardRecord): Omit<CardRenderSource, 'images'> {
  const { order: o, tenant: t, product: p, base: b } = rec;
  return {
    tenant: {
      name: t.name,
      name2: t.name2,
      street: p.hide_street ? null : t.street,
      plz: p.hide_city ? null : t.plz,
      city: p.hide_city ? null : t.city,
    },
    product: { ...p, ...b, tenant_name: p.tenant_name, tenant_name2: p.tenant_name2 },
    order: o,
  };
}

/** The layout input of a card: texts, barcode and images (product images before the tenant's). */
export async function cardLayoutFor(
  ctx: Pick<AppContext, 'db' | 'files'>,
  rec: CardRecord,
): Promise<CardLayoutInput> {
  const ids = imageIdsOf(rec);
  const bytes = await fileBytes(ctx, Object.values(ids));
  const get = (id: number | null) => (id === null ? null : (bytes.get(id) ?? null));
  return cardInputFromRecords({
    ...cardSourceOf(rec),
    images: {
      logo: get(ids.logo),
      stamp: get(ids.stamp),
      sign: get(ids.sign),
      photo: get(ids.photo),
      student_sign: get(ids.student_sign),
    },
  });
}

export interface RenderedCard {
  png: Buffer;
  /** sha256 of the PNG: changes exactly when the card looks different. */
  sha256: string;
}

/**
 * The card as PNG (600x380), from the file store when it was drawn before and the order is unchanged;
 * otherwise drawn now and kept (live orders only). `force` redraws (after a tenant's or product's images
 * changed).
 */
export async function renderedCard(
  ctx: Pick<AppContext, 'db' | 'files'>,
  t: OrderTable,
  rec: CardRecord,
  opts: { force?: boolean } = {},
): Promise<RenderedCard> {
  const fileId = rec.order.card_file_id;
  if (fileId !== null && !opts.force) {
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    const png = file ? await ctx.files.read(file.path).catch(() => null) : null;
    if (file && png) return { png, sha256: file.sha256 };
  }
  const png = await renderCardPng(await cardLayoutFor(ctx, rec));
  // Archive rows are read-only everywhere (retention alone moves and wipes them): drawn, never kept.
  if (t === ordersArchive) return { png, sha256: createHash('sha256').update(png).digest('hex') };
  const newId = await storeFile(ctx.db, ctx.files, {
    kind: 'card_png',
    tenantId: rec.order.tenant_id,
    bytes: png,
    mime: 'image/png',
    extension: 'png',
  });
  // Keep it only if nobody changed the order meanwhile (and replace what was there).
  const kept = await ctx.db
    .update(t)
    .set({ card_file_id: newId })
    .where(and(eq(t.id, rec.order.id), sql`${t.updated_at}::text = ${rec.version}`))
    .returning({ id: t.id });
  if (kept.length === 0) await deleteStoredFiles(ctx, [newId]);
  else if (fileId !== null) await deleteStoredFiles(ctx, [fileId]);
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

/**
 * Forgets the drawn cards of these orders (inside the caller's transaction); returns the file paths to
 * remove after commit with removeFiles.
 */
export async function clearRenderedCards(tx: Db | Tx, t: OrderTable, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const cleared = await tx
    .select({ fileId: t.card_file_id })
    .from(t)
    .where(and(inArray(t.id, orderIds), sql`${t.card_file_id} is not null`));
  const fileIds = cleared.map((r) => r.fileId).filter((id): id is number => id !== null);
  if (fileIds.length === 0) return [];
  await tx.update(t).set({ card_file_id: null }).where(inArray(t.id, orderIds));
  const removed = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, fileIds))
    .returning({ path: storedFiles.path });
  return removed.map((r) => r.path);
}

/** Removes file bytes after the transaction that dropped their rows committed (best effort). */
export async function removeFiles(ctx: Pick<AppContext, 'files'>, paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => ctx.files.remove(p).catch(() => undefined)));
}

async function deleteStoredFiles(ctx: Pick<AppContext, 'db' | 'files'>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await ctx.db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ path: storedFiles.path });
  await removeFiles(
    ctx,
    removed.map((r) => r.path),
  );
}

/** What the print PDF needs: the stored files, and the card keys and address for each card's back. */
type PrintContext = Pick<AppContext, 'db' | 'files' | 'cardKeys' | 'config'>;

/** Cards loaded and prepared ahead of the one being drawn (sharp works beside the PDF drawing). */
const PRINT_LOOKAHEAD = 6;
/** Design images (logo, stamp, signer's signature) are shared by all cards of a tenant or product. */
const SHARED_SLOTS = new Set<keyof CardImages>(['logo', 'stamp', 'sign']);

/** Paths of stored files by id (missing files are left out). */
async function storedPaths(
  ctx: Pick<AppContext, 'db'>,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const paths = new Map<number, string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await ctx.db
      .select({ id: storedFiles.id, path: storedFiles.path })
      .from(storedFiles)
      .where(inArray(storedFiles.id, wanted.slice(i, i + 1000)));
    for (const r of rows) paths.set(r.id, r.path);
  }
  return paths;
}

/** `fn` over `items`, up to `ahead` running at once, results in order (as the consumer pulls them). */
async function* mapAhead<T, R>(items: T[], ahead: number, fn: (item: T) => Promise<R>): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  let next = 0;
  const start = () => {
    const p = fn(items[next++] as T);
    // Awaited in turn below; this keeps a failure of one not yet awaited from going unhandled.
    p.catch(() => undefined);
    running.push(p);
  };
  while (next < items.length && running.length < ahead) start();
  while (running.length > 0) {
    const result = await (running.shift() as Promise<R>);
    if (next < items.length) start();
    yield result;
  }
}

/**
 * The cards of the print PDF, in the order given: loaded and prepared a few ahead, so only those few
 * are in memory at a time; a logo, stamp or signature shared by many cards is read and prepared once.
 */
export async function* printCards(ctx: PrintContext, recs: CardRecord[]): AsyncGenerator<PrintCard> {
  const paths = await storedPaths(
    ctx,
    recs.flatMap((r) => Object.values(imageIdsOf(r))),
  );
  const cache: PrintImageCache = new Map();
  const load = (id: number) => async () => {
    const path = paths.get(id);
    return path ? ctx.files.read(path).catch(() => null) : null;
  };
  yield* mapAhead(recs, PRINT_LOOKAHEAD, (rec) => {
    const sources: Partial<Record<keyof CardImages, PrintImageSource>> = {};
    for (const [slot, id] of Object.entries(imageIdsOf(rec)) as [keyof CardImages, number | null][]) {
      if (id === null) continue;
      sources[slot] = { load: load(id), ...(SHARED_SLOTS.has(slot) ? { shareKey: `file-${id}` } : {}) };
    }
    return printCard(cardInputFromRecords({ ...cardSourceOf(rec), images: {} }), sources, cache).then(
      (card) => ({ ...card, back: cardBackOf(ctx, rec) }),
    );
  });
}

/** The institution as the card names it (cardTenantNames). */
export const cardTenantName = (rec: CardRecord) => cardTenantNames(rec.product, rec.tenant).name;

/** The printed card's back: the signed code (platform/card-code.ts) and where to check it. */
function cardBackOf(ctx: PrintContext, rec: CardRecord): string {
  return renderCardBackSvg({
    qr_svg: cardCodeSvg(ctx, rec),
    tenant_name: cardTenantName(rec),
    check_address: `${ctx.config.publicUrl.replace(/^https?:\/\//, '')}${CARD_CHECK_PAGE}`,
    test_card: isTestCard(rec),
    label_languages: cardLabelLanguages(rec.product.card_label_languages),
  });
}

/**
 * The print PDF of these cards, streamed: front and back (signed QR code) each, in the order given. `onCard` hears how
 * many cards went into the PDF so far (the print export's progress).
 */
export function cardsPrintPdfStream(
  ctx: PrintContext,
  recs: CardRecord[],
  onCard?: (done: number) => void,
): Readable {
  return cardsPdfStream(counted(printCards(ctx, recs), onCard));
}

async function* counted<T>(items: AsyncIterable<T>, onItem?: (n: number) => void): AsyncGenerator<T> {
  let n = 0;
  for await (const item of items) {
    yield item;
    onItem?.(++n);
  }
}

/** The print PDF of these cards in memory (a single card's download, a print at school moved by `offset`). */
export function cardsPrintPdf(ctx: PrintContext, recs: CardRecord[], offset?: PrintOffset): Promise<Buffer> {
  return cardsPdfBuffer(printCards(ctx, recs), offset);
}
