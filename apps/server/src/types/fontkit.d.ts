/** fontkit ships no types; the part we use: a font parsed once, handed to pdfkit in place of its file. */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
  }
  export function create(buffer: Uint8Array): Font;
}
