/**
 * Reads QR codes out of an image in tests (zxing-wasm, the decoder the verifier page uses through
 * barcode-detector), with its WebAssembly file from node_modules: no download.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

function prepare() {
  if (prepared) return;
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(wasm);
  prepareZXingModule({
    overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
  });
  prepared = true;
}

/** The texts of the QR codes in an image (PNG, JPEG, SVG: anything sharp reads). */
export async function readQrCodes(image: Buffer): Promise<string[]> {
  prepare();
  const { data, info } = await sharp(image, { density: 150 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // ImageData's shape (Node has no ImageData class; zxing reads the fields).
  const imageData = {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb',
  } as unknown as Parameters<typeof readBarcodes>[0];
  const results = await readBarcodes(imageData, { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
