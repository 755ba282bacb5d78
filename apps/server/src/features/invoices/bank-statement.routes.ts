/** 'Kontoauszug importieren': the sad family's routes (invoices.manage, i.e. can_invoice). */
import { bankStatements } from '@ausweis/shared/contracts/bank-statements';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf } from '../../http/request-context';
import { bookStatement, previewStatement } from './bank-statement.service';

export const bankStatementRoutes = endpointRoutes((ctx) => [
  route(bankStatements.previewStatement, ({ files }) => previewStatement(ctx.db, files.statement_file)),
  route(bankStatements.bookStatement, ({ input, files, req }) =>
    bookStatement(ctx.db, authOf(req).id, files.statement_file, input.file_sha256),
  ),
]);
