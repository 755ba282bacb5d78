/**
 * The file store on S3-compatible object storage (AWS S3, MinIO, Ceph, Hetzner or IONOS object storage)
 * through the official AWS SDK: what several server instances share instead of a local directory.
 * Keys are the same relative paths as on disk (`<folder>/<uuid>.<extension>`), generated here.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type FileStore, newStorePath, savedFileOf } from './file-store';

export interface S3Settings {
  /** The service's URL; empty for AWS itself (the SDK finds it from the region). */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's default credentials apply (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most non-AWS services want. */
  forcePathStyle: boolean;
}

export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API demands them: with the SDK's default, a streamed upload is sent
    // aws-chunked with a trailing checksum, which several S3-compatible services (and s3rver) store
    // as it comes, chunk headers and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    async save(folder, bytes, extension) {
      const key = newStorePath(folder, extension);
      // A fresh uuid per file: no overwrite check (If-None-Match), which not every S3-compatible service knows.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
      return savedFileOf(key, bytes);
    },
    async saveFile(key, localFile) {
      const { size } = await stat(localFile);
      // Streamed from the disk in one PUT (up to 5 GB); the length is known, so nothing is buffered.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(localFile), ContentLength: size }),
      );
      return { path: key, size };
    },
    async stream(relativePath) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: relativePath }));
      if (!answer.Body) throw new Error(`Datei ${relativePath} ohne Inhalt`);
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    },
    async read(relativePath) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: relativePath }));
      if (!answer.Body) throw new Error(`Datei ${relativePath} ohne Inhalt`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(relativePath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: relativePath }));
    },
  };
}
