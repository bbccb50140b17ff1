import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk by default; an S3-compatible store implements the same. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
};

/** Files under `dir`, served by the app at `/uploads/<key>`. */
export function createLocalStorage(dir: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/uploads/${key}`;
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are served from (a CDN or the bucket's public URL). */
  publicUrl: string;
};

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …). */
export async function createS3Storage(s: S3Settings): Promise<Storage> {
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: Boolean(s.endpoint),
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const base = s.publicUrl.replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
  };
}

/** S3 when configured, otherwise the local uploads folder. */
export function storageFor(config: {
  s3: S3Settings | undefined;
  uploadsDir: string;
}): Promise<Storage> | Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
