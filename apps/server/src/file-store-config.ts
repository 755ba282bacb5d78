/**
 * Where files live (README 'Umgebungsvariablen'): FILE_STORE=local (default, FILES_DIR) or s3 with the
 * S3_* settings, which several server instances share.
 */
import { ConfigError } from './config';
import type { S3Settings } from './platform/s3-file-store';

const flag = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} muss 1 oder 0 sein.`);
};

/** null: the local directory; otherwise the object storage's settings. */
export function loadS3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const kind = env.FILE_STORE || 'local';
  if (kind === 'local') return null;
  if (kind !== 's3') throw new ConfigError('FILE_STORE muss "local" oder "s3" sein.');
  const bucket = env.S3_BUCKET || '';
  if (!bucket) throw new ConfigError('S3_BUCKET fehlt: mit FILE_STORE=s3 ist er Pflicht.');
  const endpoint = env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : null;
  if (endpoint && !URL.canParse(endpoint)) throw new ConfigError('S3_ENDPOINT muss eine URL sein.');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gehören zusammen: beide oder keiner.');
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    // Services other than AWS (MinIO, Ceph, …) mostly want the bucket in the path.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== null, 'S3_FORCE_PATH_STYLE'),
  };
}
