/**
 * `npm run bench`: every benchmark, numbers printed as one table (each figure next to its baseline
 * measured in the same run) and written to bench/results/; never asserted (the machines are shared and
 * noisy). BENCH_ONLY=web,cards,… runs some of them.
 */
import { benchAuditTrailCost } from './audit-trail-cost';
import { benchAuditTrailPage } from './audit-trail-page';
import { benchBankStatement } from './bank-statement';
import { benchBilling } from './billing';
import { benchBillingMany } from './billing-many';
import { benchCards } from './cards';
import { benchClassImport } from './class-import';
import { benchClassImportSync } from './class-import-sync';
import { benchHostileUpload } from './hostile-upload';
import { benchPlaceOrder } from './place-order';
import { benchPlaceOrderClient } from './place-order-client';
import { benchPrintExport } from './print-export';
import { benchProductInfo } from './product-info';
import { writeBenchReport } from './report';
import { benchRevocationList } from './revocation-list';
import { benchSessionCheck } from './session-check';
import { benchSignIn } from './sign-in';
import { benchStartup } from './startup';
import { benchWalletPass } from './wallet-pass';
import { benchWeb } from './web';

const BENCHES: Record<string, () => Promise<unknown>> = {
  web: benchWeb,
  cards: benchCards,
  'product-info': benchProductInfo,
  'place-order': benchPlaceOrder,
  'place-order-client': benchPlaceOrderClient,
  'print-export': benchPrintExport,
  startup: benchStartup,
  billing: benchBilling,
  'bank-statement': benchBankStatement,
  'billing-many': benchBillingMany,
  'class-import': benchClassImport,
  'class-import-sync': benchClassImportSync,
  'hostile-upload': benchHostileUpload,
  'session-check': benchSessionCheck,
  'sign-in': benchSignIn,
  'audit-trail-cost': benchAuditTrailCost,
  'audit-trail-page': benchAuditTrailPage,
  'wallet-pass': benchWalletPass,
  'revocation-list': benchRevocationList,
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

async function main() {
  const unknown = only?.filter((name) => !Object.hasOwn(BENCHES, name)) ?? [];
  if (unknown.length)
    throw new Error(`Unbekannter Benchmark: ${unknown.join(', ')} (${Object.keys(BENCHES).join(', ')})`);
  for (const [name, bench] of Object.entries(BENCHES)) {
    if (only && !only.includes(name)) continue;
    console.log(`\n== ${name} ==`);
    await bench();
  }
  writeBenchReport();
  // Pools, listeners and servers of the benchmarks may keep the event loop alive.
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
