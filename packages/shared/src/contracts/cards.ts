/**
 * Staff card endpoints (docs/product.md#api Cards): the selected tenant's cards (the t family: logged in, member
 * of the tenant, cards.manage) and, under /a/sad, a card of any tenant for super admins.
 */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { CardDetails } from '../schemas/card-details';
import { CardUpdateForm } from '../schemas/card-edit';
import { CardExport, StartCardExportRequest } from '../schemas/card-exports';
import {
  CardActionResponse,
  CardIdRequest,
  CardIdsRequest,
  CardImageQuery,
  CardProductOption,
  CardRef,
  DownloadCardQuery,
  ExportCardsRequest,
  RecreateCardRequest,
} from '../schemas/cards';
import { CardListRow, FindCardsRequest } from '../schemas/dashboard';
import { paged } from '../schemas/pagination';
import { zId } from '../validation/zod';

const byId = z.object({ id: zId() });

export const cards = defineEndpoints('cards', {
  find: {
    method: 'POST',
    path: '/a/t/cards/find',
    request: FindCardsRequest,
    response: paged(CardListRow),
    summary: "Paged list of the tenant's cards, from the live or (super admins) the archive table.",
  },
  products: {
    method: 'GET',
    path: '/a/t/cards/products',
    response: z.array(CardProductOption),
    summary: "The tenant's products, for the card list's product filter.",
  },
  details: {
    method: 'GET',
    path: '/a/t/cards/details',
    request: CardRef,
    response: CardDetails,
    summary: 'One card with everything the card page shows.',
  },
  image: {
    method: 'GET',
    path: '/a/t/cards/image',
    request: CardImageQuery,
    produces: 'image/*',
    summary: "A card's photo (thumb: fitted into 100x80); cached for a year under its current hash.",
  },
  update: {
    method: 'POST',
    path: '/a/t/cards/update',
    multipart: { files: ['image_file'] },
    request: CardUpdateForm,
    response: CardDetails,
    summary: 'Changes a card: the changed fields and the photo as file image_file (multipart).',
  },
  delete: {
    method: 'DELETE',
    path: '/a/t/cards/delete',
    request: CardIdRequest,
    response: CardActionResponse,
    summary: 'Deletes one card (it can be restored until it expires).',
  },
  undelete: {
    method: 'POST',
    path: '/a/t/cards/undelete',
    request: CardIdRequest,
    response: CardActionResponse,
    summary: 'Restores a deleted card.',
  },
  deleteMany: {
    method: 'POST',
    path: '/a/t/cards/delete_many',
    request: CardIdsRequest,
    response: CardActionResponse,
    summary: 'Deletes the selected cards.',
  },
  validate: {
    method: 'POST',
    path: '/a/t/cards/validate',
    request: CardIdsRequest,
    response: CardActionResponse,
    summary: 'Marks the selected cards as checked (validated).',
  },
  resendCode: {
    method: 'POST',
    path: '/a/t/cards/resend_online_code',
    request: CardIdRequest,
    response: CardActionResponse,
    summary: "Mails the card's online code to the card holder again.",
  },
  resetExport: {
    method: 'POST',
    path: '/a/t/cards/reset_export',
    request: CardIdRequest,
    response: CardActionResponse,
    summary: 'Puts a printed card back into the print queue.',
  },
  exportExcel: {
    method: 'POST',
    path: '/a/t/cards/export_excel',
    request: ExportCardsRequest,
    // as_mail: { count } (the mail went out); otherwise the file itself (.xlsx, or .zip with photos).
    response: CardActionResponse,
    summary: 'The selected cards as Excel file (with photos: a zip), or mailed to the logged-in user.',
  },
  exportAll: {
    method: 'POST',
    path: '/a/t/cards/exports',
    request: StartCardExportRequest,
    response: CardExport,
    summary:
      'Starts a job that exports all cards matching the filters (Excel, with photos, or mailed); answers at once.',
  },
  exportRun: {
    method: 'GET',
    path: '/a/t/cards/exports/{id}',
    params: byId,
    response: CardExport,
    summary: 'One export of all matching cards with its progress (only for the user who started it).',
  },
  exportFile: {
    method: 'GET',
    path: '/a/t/cards/exports/{id}/file',
    params: byId,
    produces: 'application/octet-stream',
    summary: 'The finished file of an export of all matching cards (.xlsx, or .zip with photos).',
  },
  download: {
    method: 'GET',
    path: '/a/sad/cards/download_card',
    request: DownloadCardQuery,
    produces: 'application/pdf',
    summary: "A card's print PDF, of any tenant (super admins).",
  },
  recreate: {
    method: 'POST',
    path: '/a/sad/cards/recreate_card',
    request: RecreateCardRequest,
    response: CardActionResponse,
    summary: "Redraws a card's stored card image (super admins; live table only).",
  },
});
