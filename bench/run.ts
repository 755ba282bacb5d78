/**
 * `npm run bench`: every benchmark, numbers printed and never asserted (the machines are shared and
 * noisy). BENCH_ONLY=cards|billing runs one of them.
 */
import { benchBilling } from './billing';
import { benchCards } from './cards';

const only = process.env.BENCH_ONLY;

async function main() {
  if (!only || only === 'cards') await benchCards();
  if (!only || only === 'billing') await benchBilling();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
