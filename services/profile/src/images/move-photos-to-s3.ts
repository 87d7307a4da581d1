/**
 * One-off: copies the photos kept on local disk (IMAGE_DIR) into the S3 bucket (S3_ENDPOINT,
 * S3_BUCKET and its credentials), for a service moving from one host to several. Safe to run again:
 * each photo is written whole under the same key. The disk copies are left for the operator to
 * remove once the service runs on S3.
 *
 *   IMAGE_DIR=/data/images S3_ENDPOINT=... S3_BUCKET=... npm run move-photos-to-s3 -w services/profile
 *   (in the image: node dist/main.js move-photos-to-s3)
 */
import { loadProfileConfig, photoBucketOf } from '../config';
import { DiskImageStorage, S3ImageStorage, type ImageStorage } from './image-storage';

/** Copies every file of `from` into `to` and reads each back; the number copied. */
export async function movePhotos(
  from: DiskImageStorage,
  to: ImageStorage,
  log: (line: string) => void = console.log,
): Promise<number> {
  const keys = await from.keys();
  let copied = 0;
  for (const key of keys) {
    const bytes = await from.get(key);
    if (!bytes) continue; // removed meanwhile
    await to.put(key, bytes);
    const back = await to.get(key);
    if (!back || !back.equals(bytes)) throw new Error(`${key} did not arrive whole in the bucket`);
    copied += 1;
    if (copied % 500 === 0) log(`${copied} of ${keys.length} copied`);
  }
  log(`${copied} photo files copied from ${from.dir}; remove that folder once the service runs on S3.`);
  return copied;
}

/** The command: from the environment's IMAGE_DIR to its bucket. */
export async function movePhotosToS3Command(): Promise<void> {
  const config = loadProfileConfig();
  const bucket = photoBucketOf(config);
  if (!bucket) {
    console.error('Set S3_ENDPOINT and S3_BUCKET (and the bucket credentials) to say where the photos go.');
    process.exit(1);
  }
  const to = new S3ImageStorage(bucket);
  try {
    await to.init();
    await movePhotos(new DiskImageStorage(config.IMAGE_DIR), to);
  } finally {
    to.destroy();
  }
}
