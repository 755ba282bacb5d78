/**
 * 'Klassenliste importieren' (docs/product.md#class-import), in the ad family (tenant Admin or super admin) with
 * cards.import: upload with preview, the preview's rows, confirming, the result list and the template.
 * Another tenant's import is a 404.
 */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  CLASS_IMPORT_LIMITS,
  ClassImport,
  ClassImportListItem,
  ClassImportRow,
  ClassImportTemplateQuery,
  ConfirmClassImportRequest,
  FindClassImportRowsRequest,
  StartClassImportForm,
} from '../schemas/class-imports';
import { paged } from '../schemas/pagination';
import { zId } from '../validation/zod';

const byId = z.object({ id: zId() });

export const classImports = defineEndpoints('classImports', {
  start: {
    method: 'POST',
    path: '/a/ad/class-imports',
    capability: 'cards.import',
    multipart: {
      files: ['list_file', 'list_file_2', 'photos_file'],
      fileSize: CLASS_IMPORT_LIMITS.zipBytes,
    },
    request: StartClassImportForm,
    response: ClassImport,
    summary:
      "Uploads a class list (list_file: .csv, .txt, .dat or .xlsx; a SchILD-NRW Schnittstelle's SchuelerZusatzdaten.dat as list_file_2) and optionally its photos (photos_file: .zip); answers the import, whose preview is ready or whose photos are being checked, with the recognised format and the column of each field. With mapping (JSON: field → column index or null) the same files are read with the Admin's choice of columns.",
  },
  list: {
    method: 'GET',
    path: '/a/ad/class-imports',
    capability: 'cards.import',
    response: z.array(ClassImportListItem),
    summary: 'The tenant’s most recent imports (RECENT_CLASS_IMPORTS), newest first.',
  },
  get: {
    method: 'GET',
    path: '/a/ad/class-imports/{id}',
    capability: 'cards.import',
    params: byId,
    response: ClassImport,
    summary: 'One import with its state and progress.',
  },
  rows: {
    method: 'POST',
    path: '/a/ad/class-imports/{id}/rows',
    capability: 'cards.import',
    params: byId,
    request: FindClassImportRowsRequest,
    response: paged(ClassImportRow),
    summary: "The import's rows with their problems and outcome, paged (filter outcome: create or refuse).",
  },
  confirm: {
    method: 'POST',
    path: '/a/ad/class-imports/{id}/confirm',
    capability: 'cards.import',
    params: byId,
    request: ConfirmClassImportRequest,
    response: ClassImport,
    summary:
      'Confirms the preview: a job creates the cards of every row without problems (mode tenant), or mails each row with good data a personal prefilled order link with the chosen read_only fields (mode families; validate must be false).',
  },
  result: {
    method: 'GET',
    path: '/a/ad/class-imports/{id}/result',
    capability: 'cards.import',
    params: byId,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: 'The rows as an Excel list with their outcome: the order id or the reasons for refusal.',
  },
  template: {
    method: 'GET',
    path: '/a/ad/class-imports/template',
    capability: 'cards.import',
    request: ClassImportTemplateQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: "An empty Excel class list with the product's columns.",
  },
});
