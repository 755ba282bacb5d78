/**
 * Reading QR codes from the camera or a picture: the Barcode Detection API through barcode-detector
 * (ZXing as WebAssembly, served from our own assets so it works offline; no download from elsewhere).
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

let detector: BarcodeDetector | null = null;
const qrDetector = () => {
  detector ??= new BarcodeDetector({ formats: ['qr_code'] });
  return detector;
};

/** The text of the first QR code in the image or video frame, or null. */
export async function readQr(source: ImageBitmapSource): Promise<string | null> {
  const found = await qrDetector().detect(source);
  return found[0]?.rawValue ?? null;
}

/** The QR code in a picture file, or null (also when the file is no readable picture). */
export async function readQrFromFile(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    try {
      return await readQr(bitmap);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
