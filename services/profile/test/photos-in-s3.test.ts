import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateS3, testEnv, type PrivateS3 } from '@app/service-kit/testing';
import { buildApp, type ProfileApp } from '../src/app';
import { loadProfileConfig, photoBucketOf } from '../src/config';
import { movePhotos } from '../src/images/move-photos-to-s3';
import { DiskImageStorage, S3ImageStorage } from '../src/images/image-storage';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  type Caller,
  type TestProfileService,
} from './helpers';
import { images } from './sample-images';

/**
 * Photos in object storage: with S3_ENDPOINT and S3_BUCKET, the profile service keeps its image
 * files in the bucket (here s3rver, an S3-protocol server on loopback), so two replicas, each with
 * a folder of its own, serve each other's photos; a one-off command moves the disk's photos there.
 */
let s3: PrivateS3;
let first: TestProfileService;
let second: ProfileApp;
let secondDir: string;
let owner: Caller;

beforeAll(async () => {
  s3 = await startPrivateS3();
  first = await startProfileService({ ...s3.env, PUBLIC_URL: 'http://app.test:8080' });
  // A second replica on the same database and events, with a folder of its own that stays empty.
  secondDir = mkdtempSync(path.join(tmpdir(), 'profile-replica-'));
  second = await buildApp(
    loadProfileConfig(
      testEnv(first.db, first.ns, { ...s3.env, IMAGE_DIR: secondDir, METRICS_REFRESH: 'false' }),
    ),
  );
  await second.ready();
  owner = await caller();
  await connect(first.app, owner, demoResearcher(11).orcidId);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.dispose();
  rmSync(secondDir, { recursive: true, force: true });
});

/** Uploads a photo through `app` as the owner; the address it is served at. */
async function upload(app: ProfileApp): Promise<string> {
  const address = await app.inject({
    method: 'POST',
    url: '/api/profile/image/upload',
    headers: owner.headers,
  });
  expect(address.statusCode).toBe(200);
  const put = await app.inject({
    method: 'PUT',
    url: new URL(address.json().uploadURL).pathname,
    headers: { 'content-type': 'image/png' },
    payload: images.png,
  });
  expect(put.statusCode, put.body).toBe(200);
  return put.json().imageUrl as string;
}

describe('photos in object storage', () => {
  it('two replicas share the photos: one takes the upload, the other serves it', async () => {
    const imageUrl = await upload(first.app);
    for (const size of ['64', '256', '512']) {
      const served = await second.inject({ method: 'GET', url: `${imageUrl}?size=${size}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect(Math.min(width!, height!)).toBeLessThanOrEqual(Number(size));
    }
    // Nothing was written to either replica's folder: the files are in the bucket.
    expect(readdirSync(first.imageDir)).toEqual([]);
    expect(readdirSync(secondDir)).toEqual([]);
    const bucket = new S3ImageStorage(photoBucketOf(loadProfileConfig(s3.env))!);
    const id = imageUrl.split('/').pop()!.replace('.webp', '');
    expect(await bucket.get(`${id}-64.webp`)).not.toBeNull();
    bucket.destroy();
  });

  it('a photo removed through one replica is gone for the other', async () => {
    const imageUrl = await upload(second);
    const set = await first.app.inject({
      method: 'PUT',
      url: '/api/profile/image',
      headers: owner.headers,
      payload: { imageUrl },
    });
    expect(set.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    const removed = await second.inject({
      method: 'DELETE',
      url: '/api/profile/image',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it('moves the photos kept on disk into the bucket with the one-off command', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'profile-disk-'));
    try {
      const disk = new DiskImageStorage(dir);
      await disk.init();
      await disk.put('0b0c1c2e-0000-4000-8000-000000000001-64.webp', images.webp);
      await disk.put('0b0c1c2e-0000-4000-8000-000000000002.png', images.png);
      const bucket = new S3ImageStorage(photoBucketOf(loadProfileConfig(s3.env))!);
      const lines: string[] = [];
      expect(await movePhotos(disk, bucket, (l) => lines.push(l))).toBe(2);
      expect((await bucket.get('0b0c1c2e-0000-4000-8000-000000000002.png'))!.equals(images.png)).toBe(true);
      expect(lines.at(-1)).toContain('2 photo files copied');
      // Again: the same files, whole, nothing doubled.
      expect(await movePhotos(disk, bucket, () => undefined)).toBe(2);
      bucket.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses S3_ENDPOINT without S3_BUCKET (or the other way) with a clear message', () => {
    expect(() => photoBucketOf(loadProfileConfig({ S3_ENDPOINT: s3.endpoint }))).toThrow(
      /S3_BUCKET: is needed with S3_ENDPOINT/,
    );
    expect(photoBucketOf(loadProfileConfig({}))).toBeNull();
  });
});
