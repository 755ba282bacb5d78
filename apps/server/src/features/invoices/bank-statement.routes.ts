/** 'Kontoauszug importieren': the sad family's routes (invoices.manage, i.e. can_invoice). */
import { bankStatements } from '@ausweis/shared/contracts/bank-statements';
import { accessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { bookStatement, previewStatement } from './bank-statement.service';

export const bankStatementRoutes = endpointRoutes((ctx) => [
  route(bankStatements.previewStatement, ({ files }) => previewStatement(ctx.db, files.statement_file)),
  route(bankStatements.bookStatement, ({ input, files, req }) =>
    bookStatement(ctx.db, accessorOf(req), files.statement_file, input.file_sha256),
  ),
]);
