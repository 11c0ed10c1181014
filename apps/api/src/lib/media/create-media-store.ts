import type { AppConfig } from '../../config/config';
import { LocalMediaStore, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/**
 * The bucket when one is configured, otherwise the local folder (served at /media/*). A local
 * folder suits one server with a disk that is backed up; replicas behind a load balancer need
 * the bucket, since a file written on one machine would be missing on the others.
 */
export function createMediaStore(config: Pick<AppConfig, 'mediaDir' | 's3'>): MediaStore {
  return config.s3 ? new S3MediaStore(config.s3) : new LocalMediaStore(config.mediaDir);
}
