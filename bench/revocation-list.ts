/**
 * Benchmark (numbers printed, never asserted): the revocation list (packages/shared/src/revocation-list.ts)
 * for BENCH_REVOCATION_CARDS (1,000,000) ended cards.
 *
 * Id distribution (seeded, so every run builds the same list): order ids 1 … 4,000,000 (several school
 * years of orders, ids ascending as orders come in). 90 % of the ended cards end in batches of 20–32
 * consecutive ids (a class imported together is deleted or archived early together), 8 % end one by one
 * anywhere (a single deletion or erasure), 2 % are reissued with a change time spread over the last year;
 * the version a reissue outdates is 1 hour to 200 days older, for 15 % (a quick correction) 1–600 s.
 *
 * Rows: the signed list's size raw, gzip (level 9) and brotli (quality 11, as the server sends it); the
 * server's build (encode + sign + compress); and the verifier page's work, measured by running the same
 * shared code in Node: decoding the list once, and one lookup per card (BENCH_REVOCATION_LOOKUPS, half
 * listed cards, half not).
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { seededRandom } from '../apps/server/src/platform/seeded-random';
import {
  decodeRevocationList,
  type RevocationListContent,
  revocationOf,
  signRevocationList,
} from '../packages/shared/src/revocation-list';
import { recordBench } from './report';

const CARDS = Number(process.env.BENCH_REVOCATION_CARDS ?? 1_000_000);
const LOOKUPS = Number(process.env.BENCH_REVOCATION_LOOKUPS ?? 1_000_000);
const UNIVERSE = 4 * CARDS;
const NOW = 1_795_000_000;

function endedCards(): RevocationListContent {
  const rnd = seededRandom(20261128);
  const ended = new Set<number>();
  const batches = Math.round(CARDS * 0.9);
  while (ended.size < batches) {
    const start = 1 + Math.floor(rnd() * UNIVERSE);
    const size = 20 + Math.floor(rnd() * 13);
    for (let id = start; id < start + size && id <= UNIVERSE && ended.size < batches; id++) ended.add(id);
  }
  while (ended.size < Math.round(CARDS * 0.98)) ended.add(1 + Math.floor(rnd() * UNIVERSE));
  const reissued = new Map<number, [number, number]>();
  while (ended.size + reissued.size < CARDS) {
    const id = 1 + Math.floor(rnd() * UNIVERSE);
    if (ended.has(id)) continue;
    const version = NOW - Math.floor(rnd() * 365 * 86_400);
    const before = rnd() < 0.15 ? 1 + Math.floor(rnd() * 600) : 3600 + Math.floor(rnd() * 200 * 86_400);
    reissued.set(id, [version, version - before]);
  }
  return {
    issued_at: NOW,
    warn_days: 7,
    kid: 'k20261128',
    ended: [...ended].sort((a, b) => a - b),
    reissued: [...reissued]
      .map(([id, [v, outdated]]) => [id, v, outdated] as const)
      .sort((a, b) => a[0] - b[0]),
  };
}

export async function benchRevocationList() {
  const content = endedCards();
  const { privateKey } = generateKeyPairSync('ed25519');
  const buildStart = performance.now();
  const signed = signRevocationList(content, (m) => new Uint8Array(sign(null, m, privateKey)));
  const gzip = gzipSync(signed, { level: 9 });
  const brotli = brotliCompressSync(signed, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: signed.length },
  });
  const buildMs = performance.now() - buildStart;
  const kb = (n: number) => n / 1024;
  const what = `Sperrliste ${CARDS.toLocaleString('de-DE')} beendete Ausweise`;
  recordBench({ what: `${what}, roh`, now: kb(signed.length), unit: 'KB' });
  recordBench({ what: `${what}, gzip -9`, now: kb(gzip.length), unit: 'KB', goal: '≤ 200 KB komprimiert' });
  recordBench({
    what: `${what}, brotli 11`,
    now: kb(brotli.length),
    unit: 'KB',
    goal: '≤ 200 KB komprimiert',
  });
  recordBench({ what: `${what}, bauen (kodieren, signieren, komprimieren)`, now: buildMs, unit: 'ms' });

  const body = signed.subarray(0, signed.length - 64);
  const decodeStart = performance.now();
  const list = decodeRevocationList(body);
  const decodeMs = performance.now() - decodeStart;
  if (!list) throw new Error('revocation list bench: the list does not decode');
  recordBench({ what: `${what}, dekodieren (einmal je Laden)`, now: decodeMs, unit: 'ms' });

  const rnd = seededRandom(7);
  const probes = Array.from({ length: LOOKUPS }, (_, i) => ({
    card_id:
      i % 2 === 0
        ? (content.ended[Math.floor(rnd() * content.ended.length)] ?? 1)
        : 1 + Math.floor(rnd() * UNIVERSE),
    issued_at: NOW - 400 * 86_400,
  }));
  let listed = 0;
  const lookStart = performance.now();
  for (const probe of probes) if (revocationOf(list, probe)) listed++;
  const perCardMs = (performance.now() - lookStart) / LOOKUPS;
  if (listed < LOOKUPS / 2) throw new Error('revocation list bench: listed cards not found');
  recordBench({ what: `${what}, Prüfung je Ausweis`, now: perCardMs * 1000, unit: 'µs', goal: '≤ 1 ms' });
}
