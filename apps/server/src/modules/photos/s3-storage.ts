// Photos in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2, Scaleway…), so that every
// server process reads what any other wrote. A PUT is atomic: an object is whole or absent.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertPhotoKey, PHOTO_KEY_RE, type PhotoStorage } from './storage.js';

export function createS3PhotoStorage(s3: S3Config): PhotoStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default
    // trailing-checksum (aws-chunked) uploads, and a photo is small enough to send in one body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stuck storage node must not hold a request (and its upload buffer) forever.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const objectKey = (key: string) => s3.prefix + key;

  return {
    async put(key, data, contentType) {
      assertPhotoKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!PHOTO_KEY_RE.test(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertPhotoKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
    },
    async *listOlderThan(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(s3.prefix.length);
          if (key && PHOTO_KEY_RE.test(key) && object.LastModified && object.LastModified < before) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
