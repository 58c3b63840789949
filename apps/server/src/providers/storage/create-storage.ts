import type { StorageConfig } from './storage-config.ts';
import { createLocalDiskStorage } from './local-disk/local-disk-storage.ts';
import { createS3Storage } from './s3/s3-storage.ts';
import type { FileStorage } from './types.ts';

export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.driver) {
    case 'local':
      return createLocalDiskStorage(config.uploadsDir);
    case 's3':
      return createS3Storage(config.s3);
    default: {
      const unknown: never = config.driver;
      throw new Error(`Unknown storage driver ${String(unknown)}`);
    }
  }
}
