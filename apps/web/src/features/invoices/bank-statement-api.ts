/**
 * 'Kontoauszug importieren': the preview of a CAMT.053 statement and booking it. The server stores
 * nothing of the statement, so booking sends the previewed file again with the preview's SHA-256.
 */
import { bankStatements } from '@ausweis/shared/contracts/bank-statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';

const FILE_FIELD = 'statement_file';

function statementForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(FILE_FIELD, file);
  return form;
}

/** Reads the statement and matches its credits; books nothing. */
export const useStatementPreview = () =>
  useMutation({
    mutationFn: (file: File) => callEndpoint(bankStatements.previewStatement, statementForm(file)),
  });

/** Books the matched credits of the previewed file; the runs (their paid amounts) reload. */
export function useBookStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, sha256 }: { file: File; sha256: string }) =>
      callEndpoint(bankStatements.bookStatement, statementForm(file, { file_sha256: sha256 })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'], refetchType: 'all' }),
  });
}
