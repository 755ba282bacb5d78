/**
 * Benchmark (numbers printed, never asserted): building a card's Apple Wallet pass (features/apple-wallet/
 * apple-pass.ts): photo and logo scaled to PNG, pass.json, manifest and PKCS#7 signature, zipped. Signed
 * with the demo chain (platform/apple-demo-chain.ts), the same RSA 2048 work as Apple's certificate.
 * BENCH_WALLET_RUNS (60) passes one after the other, p50/p95.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAppleWalletConfig } from '../apps/server/src/apple-wallet-config';
import { buildApplePass } from '../apps/server/src/features/apple-wallet/apple-pass';
import { fixturePhoto } from '../test-fixtures/photos';
import { percentile } from './bench-app';
import { recordBench } from './report';

const RUNS = Number(process.env.BENCH_WALLET_RUNS ?? 60);

export async function benchWalletPass() {
  const cfg = loadAppleWalletConfig({}, false, mkdtempSync(path.join(tmpdir(), 'bench-wallet-')));
  if (!cfg) throw new Error('demo chain missing');
  const photo = readFileSync(fixturePhoto('astronaut.png'));
  const logo = readFileSync(fixturePhoto('coffee.png'));
  const build = (i: number) =>
    buildApplePass(cfg, {
      serial: `ausweis-${i}`,
      authenticationToken: 'a'.repeat(43),
      webServiceURL: 'https://ausweis.example/api/anon/apple_wallet',
      expires: '2099-12-31T23:00:00.000Z',
      card: {
        forname: 'Max',
        familyname: 'Muster',
        birthday: '2012-03-04',
        product_type: 'Schülerausweis',
        tenant_name: 'Gymnasium am See',
        valid_from: '2026-08-01',
        valid_to: '2099-12-31',
        qr: `https://ausweis.example/pruefen#${'x'.repeat(220)}`,
        notice: null,
        color: '#1d3557',
        photo,
        logo,
      },
    });
  // Warm-up: sharp, forge and the zip code loaded and compiled.
  for (let i = 0; i < 5; i++) await build(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await build(i);
    times.push(performance.now() - start);
  }
  for (const p of [50, 95])
    recordBench({
      what: `Apple-Wallet-Pass bauen (Foto, Logo, Signatur), p${p}`,
      now: percentile(times, p),
      unit: 'ms',
      goal: '≤ 100 ms',
    });
}
