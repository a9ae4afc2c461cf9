import type { Config } from '../../config.ts';
import { createLocalStorage, type LocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

/** The file store the configuration names: S3 when S3_BUCKET is set, the local disk otherwise. */
export function createFileStorage(config: Pick<Config, 's3' | 'dataDir' | 'jwtSecret'>): {
  storage: FileStorage;
  local: LocalStorage | undefined;
} {
  const local = config.s3 ? undefined : createLocalStorage(config);
  return { storage: local ?? createS3Storage(config.s3!), local };
}
