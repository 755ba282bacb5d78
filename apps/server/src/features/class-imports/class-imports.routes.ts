/** 'Klassenliste importieren' (docs/product.md#class-import): the ad family's routes from their contracts (cards.import). */
import { classImports } from '@ausweis/shared/contracts/class-imports';
import { CLASS_IMPORT_LIMITS, StartClassImportForm } from '@ausweis/shared/schemas/class-imports';
import { notFound } from '../../http/app-error';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { parseMultipart } from '../../http/multipart';
import { authOf, scopeOf } from '../../http/request-context';
import { findTenantProduct } from '../ordering/public';
import { confirmClassImport } from './class-import-confirm.service';
import { resultWorkbook, templateWorkbook } from './class-import-files';
import { importableProduct, startClassImport } from './class-import-start.service';
import { findClassImportRows, getClassImport, importOf, listClassImports } from './class-import-view';

export const classImportsRoutes = endpointRoutes((ctx) => [
  route(classImports.start, async (_request, req) => {
    const form = await parseMultipart(req, StartClassImportForm, {
      files: ['list_file', 'photos_file'],
      fileSize: CLASS_IMPORT_LIMITS.zipBytes,
    });
    return startClassImport(ctx, scopeOf(req), authOf(req).id, form);
  }),
  route(classImports.list, (_request, req) => listClassImports(ctx.db, scopeOf(req))),
  route(classImports.get, (_request, req) => getClassImport(ctx.db, scopeOf(req), req.params.id)),
  route(classImports.rows, (request, req) =>
    findClassImportRows(ctx.db, scopeOf(req), req.params.id, request),
  ),
  route(classImports.confirm, (request, req) =>
    confirmClassImport(ctx, scopeOf(req), authOf(req).id, req.params.id, request),
  ),
  route(classImports.result, async (_request, req, reply) => {
    const scope = scopeOf(req);
    const imp = await importOf(ctx.db, scope, req.params.id);
    // The result lists the product's columns (its own names for external id, department, fields).
    const found = await findTenantProduct(ctx.db, scope, imp.tenant_product_id);
    if (!found) throw notFound();
    const file = await resultWorkbook(ctx.db, scope, imp.id, found.op);
    return sendDownload(reply, file.bytes, file.filename, MIME.xlsx);
  }),
  route(classImports.template, async (request, req, reply) => {
    const op = await importableProduct(ctx, scopeOf(req), request.tenant_product_id);
    return sendDownload(reply, await templateWorkbook(op), 'Klassenliste_Vorlage.xlsx', MIME.xlsx);
  }),
]);
