import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from '../../config/config';
import { createS3Client } from './s3-media-store';

/**
 * Files only some people may read (a conversation's attachments, issue 37): never under the
 * public /media route or a public bucket URL; the API reads them back and answers the request
 * itself, after checking who asks.
 */
export interface PrivateFileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** A folder beside (not inside) the public media folder. Keys are server-made `<uuid>.<ext>`. */
export class LocalPrivateFileStore implements PrivateFileStore {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await writeFile(join(this.root, key), body);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }
}

/**
 * Under `private/` in the media bucket. The bucket's public read must not cover that prefix (a
 * bucket policy; docs/operations.md says so): objects are also written with the private ACL.
 */
export class S3PrivateFileStore implements PrivateFileStore {
  constructor(
    private readonly config: S3Config,
    private readonly client: S3Client = createS3Client(config),
  ) {}

  private key(key: string) {
    return `private/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        ACL: 'private',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }
}

export function createPrivateFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): PrivateFileStore {
  return config.s3 ? new S3PrivateFileStore(config.s3) : new LocalPrivateFileStore(join(config.dataDir, 'private'));
}
