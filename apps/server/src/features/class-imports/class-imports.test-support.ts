/** Test fixtures for the class-list import: the world, uploads (list and ZIP), lists and waiting. */
import { readFileSync } from 'node:fs';
import { classImports as api } from '@ausweis/shared/contracts/class-imports';
import type { ClassImport, ClassImportRow } from '@ausweis/shared/schemas/class-imports';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { type FixturePhoto, fixturePhoto } from '../../../../../test-fixtures/photos';
import { tenantProducts } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { callEndpoint } from '../../test/http';
import { cardsWorldForFile } from '../cards/cards.test-support';

export const photo = (name: FixturePhoto) => readFileSync(fixturePhoto(name));

export interface UploadFile {
  name: string;
  bytes: Buffer;
}

/** A multipart body with the text fields and any number of files. */
export async function multipartBody(fields: Record<string, string>, files: Record<string, UploadFile>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of Object.entries(files)) fd.append(k, new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** A CSV of the rows with the given separator (cells quoted where needed). */
export function csv(rows: string[][], sep = ';'): string {
  const cell = (c: string) => (/[";,\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return `${rows.map((r) => r.map(cell).join(sep)).join('\r\n')}\r\n`;
}

/** A ZIP of the given entries (names taken as they are, also hostile ones). */
export async function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(entries)) zip.file(name, data, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The cards world with tenant A's product needing external id and department. */
export async function importWorld() {
  const { t, w } = await cardsWorldForFile();
  await t.db
    .update(tenantProducts)
    .set({ need_external_id: true, need_external_department: true, card_valid_to: '2099-12-31' })
    .where(eq(tenantProducts.id, w.a.product.id));
  const start = async (
    files: Record<string, UploadFile>,
    opts: {
      token?: string;
      tenantId?: number;
      productId?: number;
      choice?: string;
      mapping?: object;
      sync?: boolean;
    } = {},
  ) => {
    const body = await multipartBody(
      {
        tenant_product_id: String(opts.productId ?? w.a.product.id),
        card_choice: opts.choice ?? 'online',
        ...(opts.mapping ? { mapping: JSON.stringify(opts.mapping) } : {}),
        ...(opts.sync ? { sync: 'true' } : {}),
      },
      files,
    );
    return callEndpoint(t.app, api.start, {
      token: opts.token ?? w.tokens.admin,
      tenantId: opts.tenantId ?? w.a.tenant.id,
      body: body.body,
      headers: body.headers,
    });
  };
  const get = (id: number, token = w.tokens.admin, tenantId = w.a.tenant.id) =>
    callEndpoint(t.app, api.get, { token, tenantId, params: { id } });
  /** The import once no job works on it any more. */
  const settled = (id: number) =>
    eventually(async () => {
      const i = (await get(id)).json() as ClassImport;
      return i.status !== 'checking' && i.status !== 'queued' && i.status !== 'running' && i;
    });
  const rows = async (id: number, filters: Record<string, string> = {}) => {
    const res = await callEndpoint(t.app, api.rows, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      params: { id },
      body: { filters, count: 200 },
    });
    return res.json().data as ClassImportRow[];
  };
  const confirm = (id: number, body: object, token = w.tokens.admin, tenantId = w.a.tenant.id) =>
    callEndpoint(t.app, api.confirm, { token, tenantId, params: { id }, body });
  return { t, w, start, get, settled, rows, confirm };
}

/** The header of the world's product (tolerant spellings on purpose). */
export const HEADER = ['NACHNAME', 'vorname', 'Geb.-Datum', 'Klasse/Abteilung', 'Externe-ID', 'E-Mail'];
