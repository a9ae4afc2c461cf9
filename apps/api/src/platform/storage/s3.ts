import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import {
  type FileStorage,
  inlineDisposition,
  type ReadOptions,
  SIGNED_ADDRESS_TTL_SECONDS,
  type SignedAddress,
  signingWindow,
} from './storage.ts';

type S3Config = NonNullable<Config['s3']>;

/** Where the browser's upload lands until the file has been checked. */
export const pendingKey = (key: string) => `pending/${key}`;

/** How many leading bytes are read to tell a file's type. */
const SNIFF_BYTES = 64;

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store through presigned addresses (AWS, MinIO, Ceph, R2, s3rver in tests). */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: a presigned PUT must not carry the checksum of an
    // empty body, or the browser's upload of the real file is refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const inspect = async (Key: string, staged: boolean) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, head: Buffer.alloc(0), staged };
      const start = await client.send(
        new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
      );
      const bytes = start.Body ? Buffer.from(await start.Body.transformToByteArray()) : Buffer.alloc(0);
      return { size, head: bytes, staged };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async signUpload(key, contentType): Promise<SignedAddress> {
      const command = new PutObjectCommand({ Bucket, Key: pendingKey(key), ContentType: contentType });
      const url = await getSignedUrl(client, command, { expiresIn: SIGNED_ADDRESS_TTL_SECONDS });
      return { url, expiresAt: new Date(Date.now() + SIGNED_ADDRESS_TTL_SECONDS * 1000) };
    },
    async signRead(key, { contentType, fileName }: ReadOptions): Promise<SignedAddress> {
      const { signedAt, expiresAt } = signingWindow();
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: inlineDisposition(fileName),
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: SIGNED_ADDRESS_TTL_SECONDS,
        signingDate: signedAt,
      });
      return { url, expiresAt };
    },
    async inspectPending(key) {
      return (await inspect(pendingKey(key), true)) ?? (await inspect(key, false));
    },
    async promote(key, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: `${Bucket}/${pendingKey(key).split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: pendingKey(key) }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: pendingKey(key) }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
