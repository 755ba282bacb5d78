/** Print exports in tests: start one, wait for its job, and fetch its file. */
import { exports } from '@ausweis/shared/contracts/exports';
import type { PrintExport } from '@ausweis/shared/schemas/exports';
import type { FastifyInstance } from 'fastify';
import { eventually } from '../../test/eventually';
import { callEndpoint } from '../../test/http';

/** Waits until the export is done or failed (its job runs in the background). */
export async function finishedExport(app: FastifyInstance, token: string, id: number): Promise<PrintExport> {
  return eventually(async () => {
    const run = (await callEndpoint(app, exports.run, { token, params: { id } })).json() as PrintExport;
    return (run.status === 'done' || run.status === 'failed') && run;
  });
}

/** Starts an export, waits for it and downloads its zip (null when it failed). */
export async function exportAndDownload(app: FastifyInstance, token: string, body: object) {
  const started = await callEndpoint(app, exports.start, { token, body });
  if (started.statusCode !== 202) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const run = await finishedExport(app, token, (started.json() as PrintExport).id);
  const file =
    run.status === 'done' ? await callEndpoint(app, exports.file, { token, params: { id: run.id } }) : null;
  return { run, file };
}
