/** The configured file store: the local directory, or S3-compatible object storage (its SDK loads only then). */
import { createFileStore, type FileStore } from './file-store';
import type { S3Settings } from './s3-file-store';

export async function openFileStore(settings: {
  filesDir: string;
  s3: S3Settings | null;
}): Promise<FileStore> {
  if (!settings.s3) return createFileStore(settings.filesDir);
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(settings.s3);
}
