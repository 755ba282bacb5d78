/** archiver 8 ships no types; the part we use (ESM ZipArchive, a Readable stream). */
declare module 'archiver' {
  import type { Readable } from 'node:stream';
  export interface ArchiverOptions {
    zlib?: { level?: number };
  }
  export class ZipArchive extends Readable {
    constructor(options?: ArchiverOptions);
    /** `store`: kept as is, not deflated (for data that is compressed already). */
    append(source: Buffer | Readable | string, data: { name: string; date?: Date; store?: boolean }): this;
    finalize(): Promise<void>;
  }
}
