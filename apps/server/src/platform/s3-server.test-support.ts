/** A local S3-compatible server (s3rver) for tests: the real AWS SDK talks to it as to any object storage. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-file-store';

export const TEST_BUCKET = 'ausweis-test';

/** Starts the server on a free port with an empty bucket; `close` stops it and removes its files. */
export async function startS3Server(): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ausweis-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    // s3rver checks request signatures against its fixed key pair.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: TEST_BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
