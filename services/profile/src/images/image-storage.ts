import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where profile image files are kept, by key (`<image id>-<width>.webp`, or an upload from before
 * sizes, `<image id>.<ext>`): on local disk (`IMAGE_DIR`, what `npm start` uses) or in an S3
 * bucket (`S3_ENDPOINT` and `S3_BUCKET`), which every replica of the service shares.
 */
export interface ImageStorage {
  /** Checks the place is usable (makes the folder; finds the bucket). */
  init(): Promise<void>;
  /** Stores the bytes under the key, replacing what was there; a reader never sees half of them. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes what is stored under the key; nothing there is fine. */
  delete(key: string): Promise<void>;
}

/** Keys are built from uuids, widths and fixed extensions: no separators, no leading dot. */
function checkedKey(key: string): string {
  if (!/^[0-9a-z][0-9a-z-]*\.[a-z]+$/.test(key)) throw new Error(`bad image key ${key}`);
  return key;
}

/**
 * Image files under a folder. Writes go to a temporary name first and are renamed into place.
 * (Several replicas would need the folder on a shared volume: use S3 for those.)
 */
export class DiskImageStorage implements ImageStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private pathOf(key: string): string {
    return path.join(this.dir, checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Every key stored (not the temporary files of writes under way). */
  async keys(): Promise<string[]> {
    const names = await readdir(this.dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    return names.filter((n) => !n.startsWith('.')).sort();
  }
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** When absent, the AWS SDK's own chain (environment, web identity, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: what MinIO, Garage and Ceph want. */
  forcePathStyle: boolean;
}

/** Image files as objects in an S3 bucket (any S3-protocol server), through the AWS SDK v3. */
export class S3ImageStorage implements ImageStorage {
  private readonly s3: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.s3 = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: servers other than AWS's may not know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async init(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.settings.bucket })).catch((err: Error) => {
      throw new Error(
        `The image bucket ${this.settings.bucket} at ${this.settings.endpoint} cannot be used: ${err.name}`,
      );
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // One PUT: the object appears whole or not at all.
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.s3.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  destroy(): void {
    this.s3.destroy();
  }
}
