/** Reads the QR code of a screenshot in the test process (zxing-wasm, the verifier's own decoder). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

export async function readQr(png: Buffer): Promise<string> {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    });
    prepared = true;
  }
  const [found] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  if (!found?.isValid) throw new Error('no QR code in the picture');
  return found.text;
}
