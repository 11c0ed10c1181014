import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/config';
import type { MediaStore } from './media-store';

/** Keys are fresh UUID names, so an object's bytes never change: browsers and CDNs may keep it. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Builds the client for AWS S3 or any S3-compatible service (MinIO, Cloudflare R2, DigitalOcean). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO and most self-hosted services only understand http://host/bucket/key URLs.
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (environment, instance role).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC32 checksums to every upload by default, which several S3-compatible
    // services reject; the request signature already protects the body in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Stores uploads as objects in one bucket; browsers load them from `publicUrl` (bucket or CDN). */
export class S3MediaStore implements MediaStore {
  private readonly publicUrl: string;

  constructor(
    private readonly config: S3Config,
    private readonly client: S3Client = createS3Client(config),
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    // S3 answers success for a key that is already gone, like LocalMediaStore's `force: true`.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  urlFor(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  /** Closes the client's kept-alive sockets so the process can exit on shutdown. */
  destroy(): void {
    this.client.destroy();
  }
}
