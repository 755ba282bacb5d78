/** Client error reports (docs/product.md#api diagnostics, #limits): pages post their uncaught errors here. */
import { defineEndpoints, FAMILY_PREFIXES } from '../endpoint';
import { ClientErrorLog } from '../schemas/info';

export const diagnostics = defineEndpoints('diagnostics', {
  jslog: {
    method: 'POST',
    // The jslog family is this one endpoint; pages reach it through FAMILY_PREFIXES, without zod.
    path: FAMILY_PREFIXES.jslog,
    request: ClientErrorLog,
    summary: 'Stores one client error report (redacted, cut at 10240 characters); answers 204.',
  },
});
