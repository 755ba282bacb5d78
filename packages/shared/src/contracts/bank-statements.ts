/**
 * 'Kontoauszug importieren' (schemas/bank-statements.ts): part of the invoice runs, for super admins
 * with can_invoice. The preview stores nothing; booking sends the same file again.
 */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  BANK_STATEMENT_LIMITS,
  BookStatementForm,
  BookStatementResponse,
  StatementPreview,
} from '../schemas/bank-statements';

const multipart = { files: ['statement_file'], fileSize: BANK_STATEMENT_LIMITS.bytes } as const;

export const bankStatements = defineEndpoints('invoices', {
  previewStatement: {
    method: 'POST',
    path: '/a/sad/invoices/bank_statement_preview',
    capability: 'invoices.manage',
    multipart,
    request: z.object({}),
    response: StatementPreview,
    summary:
      'Reads a CAMT.053 bank statement (statement_file, XML) and answers its credits matched to payment runs; books nothing.',
  },
  bookStatement: {
    method: 'POST',
    path: '/a/sad/invoices/bank_statement_book',
    capability: 'invoices.manage',
    multipart,
    request: BookStatementForm,
    response: BookStatementResponse,
    summary:
      "Reads the preview's statement again (file_sha256 must match) and books its matched credits in one transaction; an entry booked before is skipped.",
  },
});
