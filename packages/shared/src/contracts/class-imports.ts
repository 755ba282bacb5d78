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
import {
  FamilyLinksResponse,
  FindFamilyLinksRequest,
  NotOrderedQuery,
  ResendFamilyLinksResponse,
} from '../schemas/family-link-status';
import { paged } from '../schemas/pagination';
import { zId } from '../validation/zod';

const byId = z.object({ id: zId() });
const byLink = z.object({ id: zId(), link_id: zId() });

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
  links: {
    method: 'POST',
    path: '/a/ad/class-imports/{id}/links',
    capability: 'cards.import',
    params: byId,
    request: FindFamilyLinksRequest,
    response: FamilyLinksResponse,
    summary:
      "A families' import's personal order links with their status (sent, opened, ordered, paid, expired), optionally of one status and one class.",
  },
  resendLink: {
    method: 'POST',
    path: '/a/ad/class-imports/{id}/links/{link_id}/resend',
    capability: 'cards.import',
    params: byLink,
    response: ResendFamilyLinksResponse,
    summary:
      'Mails the link anew with a new token (the old link stops working) and a new last day; refused once it led to an order.',
  },
  resendLinks: {
    method: 'POST',
    path: '/a/ad/class-imports/{id}/links/resend',
    capability: 'cards.import',
    params: byId,
    response: ResendFamilyLinksResponse,
    summary:
      'Mails every link of the import not ordered yet anew, each with a new token, in one transaction.',
  },
  notOrdered: {
    method: 'GET',
    path: '/a/ad/class-imports/{id}/not-ordered',
    capability: 'cards.import',
    params: byId,
    request: NotOrderedQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary:
      'Those of the import (or of one class) who have not ordered yet, as an Excel list for the class teacher.',
  },
});
