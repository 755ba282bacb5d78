/**
 * The bit streams of the revocation list (revocation-list.ts): fixed-width numbers and Rice codes
 * (quotient in unary, remainder in k bits), bits packed from each byte's lowest bit. Numbers stay below
 * 2^53 (arithmetic, not 32-bit shifts).
 */

export class BitWriter {
  private readonly bytes: number[] = [];
  private byte = 0;
  private used = 0;

  private bit(b: number): void {
    this.byte |= b << this.used;
    if (++this.used === 8) {
      this.bytes.push(this.byte);
      this.byte = 0;
      this.used = 0;
    }
  }

  bits(value: number, width: number): void {
    for (let i = 0, v = value; i < width; i++, v = Math.floor(v / 2)) this.bit(v % 2);
  }

  rice(value: number, k: number): void {
    for (let q = Math.floor(value / 2 ** k); q > 0; q--) this.bit(1);
    this.bit(0);
    this.bits(value % 2 ** k, k);
  }

  /** The bytes written, the last one filled up with zero bits. */
  finish(): number[] {
    if (this.used > 0) this.bytes.push(this.byte);
    return this.bytes;
  }
}

export class BitReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  private bit(): number {
    const byte = this.bytes[this.at >> 3];
    if (byte === undefined) throw new RangeError('revocation list: cut short');
    return (byte >> (this.at++ & 7)) & 1;
  }

  bits(width: number): number {
    let value = 0;
    for (let i = 0, scale = 1; i < width; i++, scale *= 2) value += this.bit() * scale;
    return value;
  }

  rice(k: number): number {
    let q = 0;
    while (this.bit() === 1) q++;
    return q * 2 ** k + this.bits(k);
  }

  /** Bytes read (the last one counted whole). */
  get bytesRead(): number {
    return Math.ceil(this.at / 8);
  }
}

/** The Rice parameter that codes `values` in the fewest bits. */
export function bestRiceK(values: readonly number[]): number {
  let best = 0;
  let bestBits = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 40; k++) {
    let total = 0;
    for (const v of values) total += Math.floor(v / 2 ** k) + 1 + k;
    if (total < bestBits) {
      best = k;
      bestBits = total;
    } else break;
  }
  return best;
}

/** Bits to write 0 … max. */
export function widthOf(max: number): number {
  let width = 0;
  while (2 ** width <= max) width++;
  return width;
}
