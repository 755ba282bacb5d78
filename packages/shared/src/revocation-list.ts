/**
 * The revocation list (Sperrliste) of signed card codes (card-code.ts): which cards have ended before
 * their valid_to (deleted, archived early, erased on request) and which were reissued (a code older
 * than the card's current version no longer holds). The server builds and signs it with the card-signing
 * key, the verifier page checks its signature with the published keys, keeps it and judges codes with it
 * offline. Cards past their valid_to are left out: their code refuses itself.
 *
 * Layout (varint = unsigned LEB128; bits: revocation-list-bits.ts):
 *   'ASL2' · varint issued_at (seconds) · varint warn_days · varint kid length · kid (UTF-8)
 *   · varints R, kGap, kSingles, kBatch, minBatch, Q, kId, base, span
 *   · bits: R Rice(kGap) gaps (run start − previous run end − 1)
 *     · run lengths as groups: Rice(kSingles) runs of one id, then one run of minBatch + Rice(kBatch) ids,
 *       until R runs are told (the last group ends after its single runs)
 *     · Q Rice(kId) id gaps of the reissued cards
 *     · per reissued card its oldest valid version m = j · 2^e: e in 5 bits, then j − ⌊base / 2^e⌋ in
 *       the bits that ⌊(base + span) / 2^e⌋ − ⌊base / 2^e⌋ needs
 *   · 64-byte Ed25519 signature over all bytes before it.
 * Ids come as sorted runs because cards end in batches (a class, a school year). The Rice parameters are
 * the ones that fit the list best. m is the roundest instant after the newest outdated version and at
 * most the current one (outdatingVersion): as exact as a version to the second, in far fewer bits.
 * Lookups are binary searches.
 */
import {
  type CardCodeCheck,
  type CardKeySet,
  type CardStatement,
  fromBase64Url,
  type VerifySignature,
} from './card-code';
import { BitReader, BitWriter, bestRiceK, widthOf } from './revocation-list-bits';

/** Where the list is published (binary, application/octet-stream). */
export const CARD_REVOCATION_PATH = '/.well-known/ausweis-sperrliste';
/** Days after which the verifier warns that its list is old (the server's REVOCATION_WARN_DAYS). */
export const DEFAULT_REVOCATION_WARN_DAYS = 7;

const MAGIC = [0x41, 0x53, 0x4c, 0x32]; // 'ASL2'
const SIGNATURE_BYTES = 64;

export interface RevocationListContent {
  /** When the server vouched for the list (seconds since 1970). */
  issued_at: number;
  warn_days: number;
  kid: string;
  /** Cards that ended: sorted ascending, no repeats. */
  ended: readonly number[];
  /**
   * Reissued cards, sorted by id, none of them ended: their oldest valid code version (issued_at) and,
   * where known, the newest version it outdates (else the second before).
   */
  reissued: readonly (readonly [card_id: number, min_issued_at: number, last_outdated?: number | null])[];
}

/** A decoded list: what a lookup needs, in typed arrays. */
export interface RevocationList {
  issued_at: number;
  warn_days: number;
  kid: string;
  runStarts: Uint32Array;
  runEnds: Uint32Array;
  reissuedIds: Uint32Array;
  minIssuedAt: Float64Array;
}

function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/**
 * The roundest instant (most trailing zero bits) after `outdated` and at most `current`: every code of an
 * outdated version is older, every code of the current one is not.
 */
export function outdatingVersion(outdated: number, current: number): number {
  for (let e = MAX_EXPONENT; e > 0; e--) {
    const m = Math.floor(current / 2 ** e) * 2 ** e;
    if (m > outdated) return m;
  }
  return current;
}

const MAX_EXPONENT = 31;
const EXPONENT_BITS = 5;

const exponentOf = (m: number) => {
  let e = 0;
  while (e < MAX_EXPONENT && m % 2 ** (e + 1) === 0) e++;
  return e;
};

/** Runs of consecutive ids: their starts and lengths. */
function runsOf(ids: readonly number[]) {
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const id of ids) {
    const last = starts.length - 1;
    if (last >= 0 && id === (starts[last] ?? 0) + (lengths[last] ?? 0))
      lengths[last] = (lengths[last] ?? 0) + 1;
    else {
      starts.push(id);
      lengths.push(1);
    }
  }
  return { starts, lengths };
}

/** The unsigned bytes of a list (the signature goes at their end: signRevocationList). */
export function encodeRevocationList(c: RevocationListContent): Uint8Array {
  const out: number[] = [...MAGIC];
  pushVarint(out, c.issued_at);
  pushVarint(out, c.warn_days);
  const kid = new TextEncoder().encode(c.kid);
  pushVarint(out, kid.length);
  out.push(...kid);

  const { starts, lengths } = runsOf(c.ended);
  const gaps: number[] = [];
  let end = -1;
  starts.forEach((start, i) => {
    gaps.push(start - end - 1);
    end = start + (lengths[i] ?? 1) - 1;
  });
  const batches = lengths.filter((n) => n > 1);
  const minBatch = batches.reduce((a, b) => Math.min(a, b), batches[0] ?? 2);
  const singles: number[] = [0];
  for (const n of lengths)
    if (n === 1) singles[singles.length - 1] = (singles.at(-1) ?? 0) + 1;
    else singles.push(0);
  const batchExtras = batches.map((n) => n - minBatch);

  const idGaps = c.reissued.map(([id], i) => id - (c.reissued[i - 1]?.[0] ?? 0));
  const versions = c.reissued.map(([, min, outdated]) => outdatingVersion(outdated ?? min - 1, min));
  const base = versions.reduce((a, b) => Math.min(a, b), versions[0] ?? 0);
  const span = versions.reduce((a, b) => Math.max(a, b), base) - base;

  const k = {
    gap: bestRiceK(gaps),
    singles: bestRiceK(singles),
    batch: bestRiceK(batchExtras),
    id: bestRiceK(idGaps),
  };
  for (const v of [starts.length, k.gap, k.singles, k.batch, minBatch, versions.length, k.id, base, span])
    pushVarint(out, v);

  const bits = new BitWriter();
  for (const gap of gaps) bits.rice(gap, k.gap);
  singles.forEach((n, i) => {
    bits.rice(n, k.singles);
    const extra = batchExtras[i];
    if (extra !== undefined) bits.rice(extra, k.batch);
  });
  for (const gap of idGaps) bits.rice(gap, k.id);
  for (const m of versions) {
    const e = exponentOf(m);
    const floorBase = Math.floor(base / 2 ** e);
    bits.bits(e, EXPONENT_BITS);
    bits.bits(m / 2 ** e - floorBase, widthOf(Math.floor((base + span) / 2 ** e) - floorBase));
  }
  const head = Uint8Array.from(out);
  const tail = bits.finish();
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

/** The published bytes: the list and its signature. */
export function signRevocationList(
  c: RevocationListContent,
  sign: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  const body = encodeRevocationList(c);
  const signed = new Uint8Array(body.length + SIGNATURE_BYTES);
  signed.set(body);
  signed.set(sign(body), body.length);
  return signed;
}

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.bytes[this.at++];
      if (b === undefined || scale > 2 ** 49) throw new RangeError('revocation list: cut short');
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new RangeError('revocation list: cut short');
    const part = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return part;
  }
}

const MAX_ID = 0xffffffff;

/** Decodes the unsigned bytes (null: not a list of this layout). */
export function decodeRevocationList(body: Uint8Array): RevocationList | null {
  try {
    const r = new Reader(body);
    if (MAGIC.some((b, i) => body[i] !== b)) return null;
    r.take(MAGIC.length);
    const issued_at = r.varint();
    const warn_days = r.varint();
    const kid = new TextDecoder('utf-8', { fatal: true }).decode(r.take(r.varint()));
    const [runs, kGap, kSingles, kBatch, minBatch, count, kId, base, span] = Array.from({ length: 9 }, () =>
      r.varint(),
    ) as [number, number, number, number, number, number, number, number, number];
    const bitsLeft = 8 * (body.length - r.at);
    if (runs > bitsLeft || count > bitsLeft || Math.max(kGap, kSingles, kBatch, kId) > 40) return null;
    const bits = new BitReader(body.subarray(r.at));
    const runStarts = new Uint32Array(runs);
    const runEnds = new Uint32Array(runs);
    for (let i = 0; i < runs; i++) runStarts[i] = bits.rice(kGap);
    // Lengths − 1 into runEnds first, then starts and ends from gaps and lengths.
    for (let told = 0; ; ) {
      const single = bits.rice(kSingles);
      if (single > runs - told) return null;
      told += single;
      if (told === runs) break;
      runEnds[told++] = minBatch - 1 + bits.rice(kBatch);
    }
    let end = -1;
    for (let i = 0; i < runs; i++) {
      const start = end + 1 + (runStarts[i] ?? 0);
      end = start + (runEnds[i] ?? 0);
      if (end > MAX_ID) return null;
      runStarts[i] = start;
      runEnds[i] = end;
    }
    const reissuedIds = new Uint32Array(count);
    const minIssuedAt = new Float64Array(count);
    let id = 0;
    for (let i = 0; i < count; i++) {
      id += bits.rice(kId);
      if (id > MAX_ID) return null;
      reissuedIds[i] = id;
    }
    for (let i = 0; i < count; i++) {
      const e = bits.bits(EXPONENT_BITS);
      const floorBase = Math.floor(base / 2 ** e);
      minIssuedAt[i] =
        (floorBase + bits.bits(widthOf(Math.floor((base + span) / 2 ** e) - floorBase))) * 2 ** e;
    }
    if (r.at + bits.bytesRead !== body.length) return null;
    return { issued_at, warn_days, kid, runStarts, runEnds, reissuedIds, minIssuedAt };
  } catch {
    return null;
  }
}

export const REVOCATION_LIST_REFUSALS = {
  format: 'Die geladene Sperrliste ist unlesbar und wurde verworfen.',
  unknown_key: 'Die geladene Sperrliste ist mit einem unbekannten Schlüssel signiert und wurde verworfen.',
  signature: 'Die Signatur der geladenen Sperrliste stimmt nicht; die Liste wurde verworfen.',
} as const;
export type RevocationListRefusal = keyof typeof REVOCATION_LIST_REFUSALS;

/** Checks the signature of published bytes with the published keys, then decodes them. */
export async function readRevocationList(
  signed: Uint8Array,
  keys: CardKeySet,
  verify: VerifySignature,
): Promise<{ ok: true; list: RevocationList } | { ok: false; reason: RevocationListRefusal }> {
  if (signed.length <= SIGNATURE_BYTES) return { ok: false, reason: 'format' };
  const body = signed.subarray(0, signed.length - SIGNATURE_BYTES);
  const list = decodeRevocationList(body);
  if (!list) return { ok: false, reason: 'format' };
  const key = keys.keys.find((k) => k.kid === list.kid);
  const publicKey = key ? fromBase64Url(key.x) : null;
  if (publicKey?.length !== 32) return { ok: false, reason: 'unknown_key' };
  let genuine = false;
  try {
    genuine = await verify(signed.subarray(body.length), body, publicKey);
  } catch {
    genuine = false;
  }
  return genuine ? { ok: true, list } : { ok: false, reason: 'signature' };
}

/** Index of the last value ≤ id in a sorted array (−1: none). */
function lastAtMost(sorted: Uint32Array, id: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) <= id) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Whether the list names the code's card: ended, or reissued since the code was made (null: not listed). */
export function revocationOf(
  list: RevocationList,
  s: Pick<CardStatement, 'card_id' | 'issued_at'>,
): 'revoked' | 'reissued' | null {
  const run = lastAtMost(list.runStarts, s.card_id);
  if (run >= 0 && s.card_id <= (list.runEnds[run] ?? -1)) return 'revoked';
  const at = lastAtMost(list.reissuedIds, s.card_id);
  if (at >= 0 && list.reissuedIds[at] === s.card_id && s.issued_at < (list.minIssuedAt[at] ?? 0))
    return 'reissued';
  return null;
}

/** The list is older than its warn_days at `nowSeconds`. */
export const revocationListIsOld = (
  list: Pick<RevocationList, 'issued_at' | 'warn_days'>,
  nowSeconds: number,
) => nowSeconds - list.issued_at > list.warn_days * 86_400;

/** A genuine, valid code whose card the list names is refused, with the list's date. */
export function checkAgainstRevocationList(check: CardCodeCheck, list: RevocationList | null): CardCodeCheck {
  if (!check.ok || !list) return check;
  const reason = revocationOf(list, check.statement);
  return reason ? { ok: false, reason, statement: check.statement, list_issued_at: list.issued_at } : check;
}
