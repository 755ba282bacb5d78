/**
 * The revocation list (Sperrliste) of signed card codes (card-code.ts): which cards have ended before
 * their valid_to (deleted, archived early, erased on request) and which were reissued (a code older
 * than the card's current version no longer holds). The server builds and signs it with the card-signing
 * key, the verifier page checks its signature with the published keys, keeps it and judges codes with it
 * offline. Cards past their valid_to are left out: their code refuses itself.
 *
 * Layout (bytes; varint = unsigned LEB128):
 *   'ASL1' · varint issued_at (seconds) · varint warn_days · varint kid length · kid (UTF-8)
 *   · varint R · R varints run length − 1 · R varints gap (start − previous end − 1)   (ended ids as runs)
 *   · varint Q · Q varints id gap · byte w · Q zigzag numbers (issued_at − minimum valid issued_at) of
 *     w bits each, packed from the lowest bit (reissued cards; change times are spread evenly, so fixed
 *     width beats varints)
 *   · 64-byte Ed25519 signature over all bytes before it.
 * Ids come as sorted runs because cards end in batches (a class, a school year); the three number
 * streams stand apart so gzip/brotli see alike numbers together. Lookups are binary searches.
 */
import {
  type CardCodeCheck,
  type CardKeySet,
  type CardStatement,
  fromBase64Url,
  type VerifySignature,
} from './card-code';

/** Where the list is published (binary, application/octet-stream). */
export const CARD_REVOCATION_PATH = '/.well-known/ausweis-sperrliste';
/** Days after which the verifier warns that its list is old (the server's REVOCATION_WARN_DAYS). */
export const DEFAULT_REVOCATION_WARN_DAYS = 7;

const MAGIC = [0x41, 0x53, 0x4c, 0x31]; // 'ASL1'
const SIGNATURE_BYTES = 64;

export interface RevocationListContent {
  /** When the server vouched for the list (seconds since 1970). */
  issued_at: number;
  warn_days: number;
  kid: string;
  /** Cards that ended: sorted ascending, no repeats. */
  ended: readonly number[];
  /** Reissued cards and their oldest valid code version (issued_at), sorted by id, none of them ended. */
  reissued: readonly (readonly [card_id: number, min_issued_at: number])[];
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

/** The unsigned bytes of a list (the signature goes at their end: signRevocationList). */
export function encodeRevocationList(c: RevocationListContent): Uint8Array {
  const out: number[] = [...MAGIC];
  pushVarint(out, c.issued_at);
  pushVarint(out, c.warn_days);
  const kid = new TextEncoder().encode(c.kid);
  pushVarint(out, kid.length);
  out.push(...kid);
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const id of c.ended) {
    const last = starts.length - 1;
    if (last >= 0 && id === (starts[last] ?? 0) + (lengths[last] ?? 0))
      lengths[last] = (lengths[last] ?? 0) + 1;
    else {
      starts.push(id);
      lengths.push(1);
    }
  }
  pushVarint(out, starts.length);
  for (const length of lengths) pushVarint(out, length - 1);
  let end = -1;
  starts.forEach((start, i) => {
    pushVarint(out, start - end - 1);
    end = start + (lengths[i] ?? 1) - 1;
  });
  pushVarint(out, c.reissued.length);
  let previous = 0;
  for (const [id] of c.reissued) {
    pushVarint(out, id - previous);
    previous = id;
  }
  // Zigzag: a reissue may stand a second ahead of the list's date (the trigger moves it to a later second).
  const ages = c.reissued.map(([, min]) => {
    const delta = c.issued_at - min;
    return delta >= 0 ? 2 * delta : -2 * delta - 1;
  });
  const width = Math.max(0, ...ages.map((a) => Math.ceil(Math.log2(a + 1))));
  out.push(width);
  let byte = 0;
  let bit = 0;
  for (const age of ages)
    for (let b = 0, v = age; b < width; b++, v = Math.floor(v / 2)) {
      byte |= (v % 2) << bit;
      if (++bit === 8) {
        out.push(byte);
        byte = 0;
        bit = 0;
      }
    }
  if (bit > 0) out.push(byte);
  return Uint8Array.from(out);
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
    const runs = r.varint();
    if (runs > body.length) return null;
    const runStarts = new Uint32Array(runs);
    const runEnds = new Uint32Array(runs);
    for (let i = 0; i < runs; i++) runEnds[i] = r.varint();
    let end = -1;
    for (let i = 0; i < runs; i++) {
      const start = end + 1 + r.varint();
      end = start + (runEnds[i] ?? 0);
      if (end > MAX_ID) return null;
      runStarts[i] = start;
      runEnds[i] = end;
    }
    const count = r.varint();
    if (count > body.length) return null;
    const reissuedIds = new Uint32Array(count);
    const minIssuedAt = new Float64Array(count);
    let id = 0;
    for (let i = 0; i < count; i++) {
      id += r.varint();
      if (id > MAX_ID) return null;
      reissuedIds[i] = id;
    }
    const [width = 0] = r.take(1);
    if (width > 48) return null;
    const packed = r.take(Math.ceil((count * width) / 8));
    for (let i = 0, at = 0; i < count; i++) {
      let zigzag = 0;
      for (let b = 0, scale = 1; b < width; b++, at++, scale *= 2)
        zigzag += (((packed[at >> 3] ?? 0) >> (at & 7)) & 1) * scale;
      minIssuedAt[i] = issued_at - (zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2);
    }
    if (r.at !== body.length) return null;
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
