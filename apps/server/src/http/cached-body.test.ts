import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedJson, etagMatches, pickEncoding } from './cached-body';

describe('cached JSON bodies', () => {
  it('holds the same JSON in every encoding, with a weak ETag that follows the content', () => {
    const body = cachedJson({ name: 'Gymnasium am See', n: 1 });
    expect(JSON.parse(body.identity.toString())).toEqual({ name: 'Gymnasium am See', n: 1 });
    expect(brotliDecompressSync(body.br).equals(body.identity)).toBe(true);
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true);
    expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cachedJson({ name: 'Gymnasium am See', n: 1 }).etag).toBe(body.etag);
    expect(cachedJson({ name: 'Gymnasium am See', n: 2 }).etag).not.toBe(body.etag);
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR; q=0.1')).toBe('br');
    expect(pickEncoding('identity, deflate')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
  });
});
