/**
 * A families' import's personal order links on the import's page (docs/product.md#class-import):
 * each with its status (shared schemas/family-link-status.ts), sending one link or all links not
 * ordered yet anew (a new token replaces the old ones, so the earlier links stop working, and the link works
 * again up to FAMILY_LINK_DAYS), and the class teacher's list of those who have not ordered yet.
 * Another tenant's import, or a link of another import, is a 404.
 */

import { formatDate } from '@ausweis/shared/format';
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import {
  FAMILY_LINK_STATUS_TEXTS,
  FAMILY_LINK_TEXTS,
  type FamilyLink,
  type FamilyLinksResponse,
  type FindFamilyLinksRequest,
  familyLinkStatus,
  notOrdered,
} from '@ausweis/shared/schemas/family-link-status';
import { asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isPaidOrder } from '../../db/order-queries';
import { classImportRows, orderLinks, orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChange, type TenantAccessor } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import { buildWorkbook, type ExcelColumn } from '../../platform/excel';
import { endOfGermanDay } from '../../platform/german-date';
import { findTenantProduct, replaceOrderLinkToken } from '../ordering/public';
import { importOf } from './class-import-view';
import { familyLinkLastDay, queueFamilyLinkMail } from './family-link-writer';

/** The import's links with their stored facts, in the list's order. */
const linksOf = (db: Db | Tx, scope: TenantScope, importId: number) =>
  db
    .select({
      id: orderLinks.id,
      row_no: classImportRows.row_no,
      familyname: orderLinks.familyname,
      forname: orderLinks.forname,
      external_department: orderLinks.external_department,
      email: orderLinks.email,
      photo_file_id: orderLinks.photo_file_id,
      sent_at: orderLinks.sent_at,
      opened_at: orderLinks.opened_at,
      reminded_at: orderLinks.reminded_at,
      expires_at: orderLinks.expires_at,
      order_id: orderLinks.order_id,
      paid: isPaidOrder(orders),
    })
    .from(orderLinks)
    .leftJoin(
      classImportRows,
      scope.where(classImportRows, eq(classImportRows.id, orderLinks.class_import_row_id)),
    )
    .leftJoin(orders, scope.where(orders, eq(orders.id, orderLinks.order_id)))
    .where(scope.where(orderLinks, eq(orderLinks.class_import_id, importId)))
    .orderBy(asc(classImportRows.row_no), asc(orderLinks.id));

type LinkFacts = Awaited<ReturnType<typeof linksOf>>[number];

const viewOf = (l: LinkFacts, now: Date): FamilyLink => ({
  id: l.id,
  row_no: l.row_no,
  familyname: l.familyname,
  forname: l.forname,
  external_department: l.external_department ?? '',
  email: l.email,
  status: familyLinkStatus({ ...l, paid: l.paid === true }, now),
  sent_at: l.sent_at,
  opened_at: l.opened_at,
  reminded_at: l.reminded_at,
  expires_at: l.expires_at,
});

/** The import's links as the page shows them, of one status and one class when asked. */
export async function findFamilyLinks(
  db: Db,
  scope: TenantScope,
  importId: number,
  req: z.output<typeof FindFamilyLinksRequest>,
): Promise<FamilyLinksResponse> {
  await importOf(db, scope, importId);
  const now = new Date();
  const all = (await linksOf(db, scope, importId)).map((l) => viewOf(l, now));
  const departments = [...new Set(all.map((l) => l.external_department))].sort((a, b) =>
    a.localeCompare(b, 'de'),
  );
  const data = all.filter(
    (l) =>
      (req.status === undefined || l.status === req.status) &&
      (req.department === undefined || l.external_department === req.department),
  );
  return { data, departments };
}

/** Sends the links anew in the transaction: a new token and last day each, one mail each. */
async function sendAnew(ctx: AppContext, tx: Tx, scope: TenantScope, productId: number, links: LinkFacts[]) {
  const found = await findTenantProduct(tx, scope, productId);
  if (!found || found.refused) throw new AppError(409, 'PRODUCT_GONE', CLASS_IMPORT_TEXTS.productGone);
  const lastDay = familyLinkLastDay(found.op.product.card_valid_to);
  for (const link of links) {
    const token = await replaceOrderLinkToken(tx, scope, link.id, endOfGermanDay(lastDay), 'none');
    await queueFamilyLinkMail(ctx, tx, found.op, {
      person: link,
      token,
      lastDay,
      hasPhoto: link.photo_file_id !== null,
      kind: 'again',
    });
  }
}

/** 'Link erneut senden': one link of the import, unless it already led to an order (409). */
export async function resendFamilyLink(
  ctx: AppContext,
  scope: TenantScope,
  who: TenantAccessor,
  importId: number,
  linkId: number,
): Promise<{ sent: number }> {
  return ctx.db.transaction(async (tx) => {
    const imp = await importOf(tx, scope, importId);
    const [locked] = await tx
      .select({ id: orderLinks.id })
      .from(orderLinks)
      .where(scope.where(orderLinks, eq(orderLinks.id, linkId), eq(orderLinks.class_import_id, imp.id)))
      .for('update');
    if (!locked) throw notFound(FAMILY_LINK_TEXTS.unknown);
    const link = (await linksOf(tx, scope, imp.id)).find((l) => l.id === locked.id);
    if (!link) throw notFound(FAMILY_LINK_TEXTS.unknown);
    if (!notOrdered(viewOf(link, new Date()).status))
      throw new AppError(409, 'LINK_ORDERED', FAMILY_LINK_TEXTS.ordered);
    await sendAnew(ctx, tx, scope, imp.tenant_product_id, [link]);
    await recordChange(tx, who, { action: 'family_link.resent', record: 'classImport', ids: [imp.id] });
    return { sent: 1 };
  });
}

/** 'Allen erneut senden, die noch nicht bestellt haben': every link not ordered yet, in one transaction. */
export async function resendFamilyLinks(
  ctx: AppContext,
  scope: TenantScope,
  who: TenantAccessor,
  importId: number,
): Promise<{ sent: number }> {
  return ctx.db.transaction(async (tx) => {
    const imp = await importOf(tx, scope, importId);
    // Locked: an order placed meanwhile waits, and is not sent a new link it no longer needs.
    await tx
      .select({ id: orderLinks.id })
      .from(orderLinks)
      .where(scope.where(orderLinks, eq(orderLinks.class_import_id, imp.id), isNull(orderLinks.order_id)))
      .for('update');
    const now = new Date();
    const open = (await linksOf(tx, scope, imp.id)).filter((l) => notOrdered(viewOf(l, now).status));
    if (open.length === 0) return { sent: 0 };
    await sendAnew(ctx, tx, scope, imp.tenant_product_id, open);
    await recordChange(tx, who, { action: 'family_links.resent', record: 'classImport', ids: [imp.id] });
    return { sent: open.length };
  });
}

const NOT_ORDERED_COLUMNS: ExcelColumn<FamilyLink>[] = [
  { header: 'Klasse', kind: 'text', value: (l) => l.external_department, width: 12 },
  { header: 'Nachname', kind: 'text', value: (l) => l.familyname, width: 24 },
  { header: 'Vorname', kind: 'text', value: (l) => l.forname, width: 24 },
  { header: 'Status', kind: 'text', value: (l) => FAMILY_LINK_STATUS_TEXTS[l.status], width: 14 },
  { header: 'Link gesendet am', kind: 'datetime', value: (l) => l.sent_at, width: 20 },
];

/** A file name's part from a class name: letters, digits and dashes only. */
const namePart = (s: string) => s.replace(/[^\p{L}\p{N}-]+/gu, '_').slice(0, 40);

/** 'Noch nicht bestellt' as Excel: by class, then name; of one class when asked. */
export async function notOrderedWorkbook(
  db: Db,
  scope: TenantScope,
  importId: number,
  department: string | undefined,
) {
  const imp = await importOf(db, scope, importId);
  const { data } = await findFamilyLinks(db, scope, imp.id, { department });
  const rows = data
    .filter((l) => notOrdered(l.status))
    .sort(
      (a, b) =>
        a.external_department.localeCompare(b.external_department, 'de') ||
        a.familyname.localeCompare(b.familyname, 'de') ||
        a.forname.localeCompare(b.forname, 'de'),
    );
  const stamp = formatDate(new Date().toISOString()).split('.').reverse().join('-');
  const klass = department ? `_Klasse_${namePart(department)}` : '';
  return {
    bytes: await buildWorkbook('Noch nicht bestellt', NOT_ORDERED_COLUMNS, rows),
    filename: `Noch_nicht_bestellt_Import_${imp.id}${klass}_${stamp}.xlsx`,
  };
}
