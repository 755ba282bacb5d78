/** 'Klassenliste importieren' (docs/product.md#class-import): the ad family's routes from their contracts (cards.import). */
import { classImports } from '@ausweis/shared/contracts/class-imports';
import { requireAccessOf, tenantAccessorOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import { auditActorOf } from '../../http/audit-trail';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, scopeOf } from '../../http/request-context';
import { findTenantProduct } from '../ordering/public';
import { confirmClassImport } from './class-import-confirm.service';
import { resultWorkbook, templateWorkbook } from './class-import-files';
import { importableProduct, startClassImport } from './class-import-start.service';
import { findClassImportRows, getClassImport, importOf, listClassImports } from './class-import-view';
import {
  findFamilyLinks,
  notOrderedWorkbook,
  resendFamilyLink,
  resendFamilyLinks,
} from './family-links.service';

export const classImportsRoutes = endpointRoutes((ctx) => [
  route(classImports.start, ({ input, files, req }) =>
    startClassImport(ctx, scopeOf(req), authOf(req).id, { values: input, files }),
  ),
  route(classImports.list, ({ req }) => listClassImports(ctx.db, scopeOf(req))),
  route(classImports.get, async ({ req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'read', req.params.id);
    return getClassImport(ctx.db, scopeOf(req), req.params.id);
  }),
  route(classImports.rows, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'read', req.params.id);
    return findClassImportRows(ctx.db, scopeOf(req), req.params.id, input);
  }),
  route(classImports.confirm, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'change', req.params.id);
    return confirmClassImport(ctx, scopeOf(req), authOf(req).id, req.params.id, input, auditActorOf(req));
  }),
  route(classImports.result, async ({ req, reply }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'read', req.params.id);
    const scope = scopeOf(req);
    const imp = await importOf(ctx.db, scope, req.params.id);
    // The result lists the product's columns (its own names for external id, department, fields).
    const found = await findTenantProduct(ctx.db, scope, imp.tenant_product_id);
    if (!found) throw notFound();
    const file = await resultWorkbook(ctx.db, scope, imp.id, found.op);
    return sendDownload(reply, file.bytes, file.filename, MIME.xlsx);
  }),
  route(classImports.template, async ({ input, req, reply }) => {
    const op = await importableProduct(ctx, scopeOf(req), input.tenant_product_id);
    return sendDownload(reply, await templateWorkbook(op), 'Klassenliste_Vorlage.xlsx', MIME.xlsx);
  }),
  route(classImports.links, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'read', req.params.id);
    return findFamilyLinks(ctx.db, scopeOf(req), req.params.id, input);
  }),
  route(classImports.resendLink, async ({ req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'change', req.params.id);
    return resendFamilyLink(ctx, scopeOf(req), tenantAccessorOf(req), req.params.id, req.params.link_id);
  }),
  route(classImports.resendLinks, async ({ req }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'change', req.params.id);
    return resendFamilyLinks(ctx, scopeOf(req), tenantAccessorOf(req), req.params.id);
  }),
  route(classImports.notOrdered, async ({ input, req, reply }) => {
    await requireAccessOf(ctx.db, req, 'classImport', 'read', req.params.id);
    const file = await notOrderedWorkbook(ctx.db, scopeOf(req), req.params.id, input.department);
    return sendDownload(reply, file.bytes, file.filename, MIME.xlsx);
  }),
]);
