/** The media storage the configuration asks for: a bucket when S3_BUCKET is set, else DATA_DIR/media. */
import type { Config } from '../config';
import { createDiskStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

export const openConfiguredStorage = async (config: Config): Promise<Storage> =>
  config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.mediaDir);
