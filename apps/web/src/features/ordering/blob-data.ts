/** Photo and signature conversions for the stored order data (local storage holds only strings). */

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** base64 PNG without prefix (docs/product.md#api student_sign) -> data URL for an <img> or the card preview. */
export const pngDataUrl = (base64: string): string => `data:image/png;base64,${base64}`;

/** Data URL -> base64 without the prefix. */
export const stripPrefix = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** A data URL back into a Blob (the restored photo); null when it is not a base64 data URL. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  try {
    const bin = atob(m[2] ?? '');
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new Blob([bytes], { type: m[1] });
  } catch {
    return null;
  }
}
