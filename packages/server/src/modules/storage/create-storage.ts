import type { TClock } from '../../platform/clock';
import type { TConfig } from '../../platform/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TStorage } from './storage-adapter';

/** The adapter the configuration names (README "Configuration"); loadConfig has checked the S3 settings. */
export function createStorage(config: TConfig, clock: TClock): TStorage {
  if (config.STORAGE_DRIVER === 'local') {
    return createLocalStorage({
      directory: config.STORAGE_DIR,
      secret: config.STORAGE_SECRET,
      clock,
      linkTtlSeconds: config.STORAGE_LINK_TTL_SECONDS,
    });
  }
  return createS3Storage({
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    linkSecret: config.STORAGE_SECRET,
    linkTtlSeconds: config.STORAGE_LINK_TTL_SECONDS,
    clock,
  });
}
