/**
 * Bulk action 'Auswahl exportieren' (SPEC §7 export excel, §9): the selected cards of the tenant as an
 * Excel file, with their photos as a zip, downloaded or mailed to the logged-in user.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { OrderTable } from '../../db/card-records';
import type { Db, Tx } from '../../db/client';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { MIME } from '../../http/download';
import type { AuthUser } from '../../http/request-context';
import { buildWorkbook, type ExcelColumn } from '../../platform/excel';
import type { FileStore } from '../../platform/file-store';
import { writeWithFiles } from '../../platform/file-write';
import { germanIsoDate } from '../../platform/german-date';
import { storeFile } from '../../platform/images';
import { greetingFor, renderMail } from '../../platform/mail/render';
import { zipBuffers } from '../../platform/zip';
import { fileBytes } from '../card-drawing/public';
import { photoFileNames } from './photo-names';

export interface ExportFile {
  bytes: Buffer;
  name: string;
  mime: string;
}

export const EXPORT_MAIL_SUBJECT = 'Ihr Ausweis-Export';

const exportFieldsOf = (t: OrderTable) => ({
  id: t.id,
  product_type: baseProducts.product_type,
  product_short_code: tenantProducts.product_short_code,
  familyname: t.familyname,
  forname: t.forname,
  external_department: t.external_department,
  external_id: t.external_id,
  birthday: t.birthday,
  email: t.email,
  card_valid_from: t.card_valid_from,
  card_valid_to: t.card_valid_to,
  validated: t.validated,
  online_ready: t.online_ready,
  is_delete: t.is_delete,
  is_online: t.is_online,
  is_hardcopy: t.is_hardcopy,
  created_at: t.created_at,
  image_file_id: t.image_file_id,
});
/** The export rows of the tenant's cards of `t` matching `where`, in id order (the list's joins). */
export const selectExportRows = (db: Db, scope: TenantScope, t: OrderTable, where: SQL | undefined) =>
  fromOrdersWithProduct(db, t, exportFieldsOf(t)).where(scope.where(t, where)).orderBy(t.id);
export type ExportRow = Awaited<ReturnType<typeof selectExportRows>>[number];

/** The Excel columns of a card export (the selection's and all matches'). */
export const CARD_EXPORT_COLUMNS: ExcelColumn<ExportRow>[] = [
  { header: 'ID', kind: 'number', value: (r) => r.id, width: 10 },
  { header: 'Produkt Typ', kind: 'text', value: (r) => r.product_type, width: 20 },
  { header: 'Produktcode', kind: 'text', value: (r) => r.product_short_code },
  { header: 'Nachname', kind: 'text', value: (r) => r.familyname, width: 20 },
  { header: 'Vorname', kind: 'text', value: (r) => r.forname, width: 20 },
  { header: 'Klasse/Abteilung', kind: 'text', value: (r) => r.external_department },
  { header: 'Externe-ID', kind: 'text', value: (r) => r.external_id },
  { header: 'Geburtstag', kind: 'date', value: (r) => r.birthday },
  { header: 'E-Mail', kind: 'text', value: (r) => r.email, width: 30 },
  { header: 'Gültig ab', kind: 'date', value: (r) => r.card_valid_from },
  { header: 'Gültig bis', kind: 'date', value: (r) => r.card_valid_to },
  { header: 'Validiert?', kind: 'bool', value: (r) => r.validated },
  { header: 'Online-Ready?', kind: 'bool', value: (r) => r.online_ready },
  { header: 'Gelöscht?', kind: 'bool', value: (r) => r.is_delete },
  { header: 'Online', kind: 'bool', value: (r) => r.is_online },
  { header: 'Karte', kind: 'bool', value: (r) => r.is_hardcopy },
  { header: 'Bestelldatum', kind: 'datetime', value: (r) => r.created_at, width: 20 },
];

/** The selected live cards of the tenant in id order; any unknown or foreign id makes it a 404. */
async function exportRows(ctx: AppContext, scope: TenantScope, orderIds: number[]): Promise<ExportRow[]> {
  const ids = [...new Set(orderIds)];
  // The scoped select is the access check too: a row missing is a card not of this tenant.
  const rows = await selectExportRows(ctx.db, scope, orders, inArray(orders.id, ids));
  if (rows.length !== ids.length) throw noAccess('card');
  return rows;
}

/** The export file: 'Ausweise_<date>.xlsx', or with photos a zip of it plus 'bilder/' (photo-names.ts). */
export async function buildCardExport(
  ctx: AppContext,
  scope: TenantScope,
  orderIds: number[],
  withImage: boolean,
  now = new Date(),
): Promise<{ file: ExportFile; count: number }> {
  const rows = await exportRows(ctx, scope, orderIds);
  const base = `Ausweise_${germanIsoDate(now)}`;
  const xlsx = await buildWorkbook('Ausweise', CARD_EXPORT_COLUMNS, rows);
  if (!withImage) return { file: { bytes: xlsx, name: `${base}.xlsx`, mime: MIME.xlsx }, count: rows.length };
  const photos = await fileBytes(
    ctx,
    rows.map((r) => r.image_file_id),
  );
  const entries = [{ name: `${base}.xlsx`, data: xlsx }];
  const names = photoFileNames(rows, 'png');
  for (const r of rows) {
    const data = r.image_file_id === null ? undefined : photos.get(r.image_file_id);
    if (data) entries.push({ name: `bilder/${names.get(r.id)}`, data });
  }
  return {
    file: { bytes: await zipBuffers(entries), name: `${base}.zip`, mime: MIME.zip },
    count: rows.length,
  };
}

/** Mails the export to the user's own address as an attachment (stored until the mail is sent). */
export async function mailCardExport(
  ctx: AppContext,
  scope: TenantScope,
  user: Recipient,
  orderIds: number[],
  withImage: boolean,
): Promise<{ count: number }> {
  const { file, count } = await buildCardExport(ctx, scope, orderIds, withImage);
  await writeWithFiles(ctx, (tx, fileScope) =>
    queueExportMail(ctx, tx, fileScope.files, scope.tenantId, user, file, count),
  );
  return { count };
}

type Recipient = Pick<AuthUser, 'email' | 'salutation' | 'lastname'>;

/** Queues the mail with the export file in the caller's transaction (the file stored in its file scope). */
export async function queueExportMail(
  ctx: Pick<AppContext, 'mail'>,
  tx: Tx,
  files: FileStore,
  tenantId: number,
  user: Recipient,
  file: ExportFile,
  count: number,
): Promise<void> {
  const zip = file.mime === MIME.zip;
  const what = zip ? 'eine ZIP-Datei mit der Excel-Liste und den Fotos' : 'eine Excel-Datei';
  const fileId = await storeFile(tx, files, {
    kind: 'export',
    tenantId,
    bytes: file.bytes,
    mime: file.mime,
    extension: zip ? 'zip' : 'xlsx',
  });
  await ctx.mail.queue(tx, {
    to: user.email,
    subject: EXPORT_MAIL_SUBJECT,
    attachment: { fileId, name: file.name },
    ...renderMail({
      greeting: greetingFor(user),
      paragraphs: [
        `anbei erhalten Sie den angeforderten Export von ${count} ${count === 1 ? 'Ausweis' : 'Ausweisen'} als ${what} (${file.name}).`,
        'Die Datei enthält personenbezogene Daten. Bitte speichern Sie sie nur so lange wie nötig und geben Sie sie nicht an Unbefugte weiter.',
      ],
    }),
  });
}
