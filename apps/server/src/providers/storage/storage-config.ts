import { join, relative, isAbsolute } from 'node:path';
import { trimUrl } from '../../config-fns.ts';
import type { S3Settings } from './s3/s3-storage.ts';

export type StorageDriver = 'local' | 's3';

export interface StorageConfig {
  driver: StorageDriver;
  /** Local driver: DATA_DIR/uploads. */
  uploadsDir: string;
  s3: S3Settings;
}

type Raw = (name: string) => string | undefined;

/** STORAGE_DRIVER and the S3_* variables; problems are pushed to the caller's list. */
export function readStorageConfig(raw: Raw, problems: string[], dirs: { dataDir: string; webDist: string }): StorageConfig {
  const driver = raw('STORAGE_DRIVER') ?? 'local';
  if (driver !== 'local' && driver !== 's3') problems.push(`STORAGE_DRIVER: must be one of local, s3 (got "${driver}")`);
  const uploadsDir = join(dirs.dataDir, 'uploads');
  // Identity photos must never be reachable as static files.
  const inside = relative(dirs.webDist, uploadsDir);
  if (!inside.startsWith('..') && !isAbsolute(inside)) problems.push('DATA_DIR: uploads would be inside WEB_DIST, which is public');
  const s3: S3Settings = {
    endpoint: trimUrl(raw('S3_ENDPOINT')),
    bucket: raw('S3_BUCKET') ?? '',
    region: raw('S3_REGION') ?? 'us-east-1',
    accessKeyId: raw('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: raw('S3_SECRET_ACCESS_KEY') ?? '',
  };
  if (driver === 's3') {
    if (!/^https?:\/\/[^\s/]+/.test(s3.endpoint)) problems.push('S3_ENDPOINT: required when STORAGE_DRIVER=s3, an http(s) URL');
    for (const [name, value] of [['S3_BUCKET', s3.bucket], ['S3_ACCESS_KEY_ID', s3.accessKeyId], ['S3_SECRET_ACCESS_KEY', s3.secretAccessKey]] as const) {
      if (!value) problems.push(`${name}: required when STORAGE_DRIVER=s3`);
    }
  }
  return { driver: driver === 's3' ? 's3' : 'local', uploadsDir, s3 };
}
