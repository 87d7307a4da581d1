import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '@app/service-kit/testing';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  storedFilesOf,
  type Caller,
  type TestProfileService,
} from './helpers';
import { images, phoneJpeg, plainPng } from './sample-images';

let svc: TestProfileService;
let owner: Caller;

beforeAll(async () => {
  svc = await startProfileService({ IMAGE_URL_TTL_SECONDS: '2', PUBLIC_URL: 'http://app.test:8080' });
  owner = await caller();
  await connect(svc.app, owner, demoResearcher(10).orcidId);
});
afterAll(async () => {
  await svc?.close();
});

async function uploadUrl(who: Caller): Promise<string> {
  const res = await svc.app.inject({
    method: 'POST',
    url: '/api/profile/image/upload',
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().uploadURL as string;
}

const pathOf = (url: string) => new URL(url).pathname;

function put(url: string, body: Buffer | string, contentType: string) {
  return svc.app.inject({
    method: 'PUT',
    url: pathOf(url),
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const setImage = (who: Caller, imageUrl: string) =>
  svc.app.inject({ method: 'PUT', url: '/api/profile/image', headers: who.headers, payload: { imageUrl } });

describe('uploading a profile image', () => {
  it('gives a signed address under PUBLIC_URL, takes the file, and serves it with a fixed type', async () => {
    const url = await uploadUrl(owner);
    expect(url).toMatch(/^http:\/\/app\.test:8080\/api\/profile\/image\/upload\/[\w-]{70}$/);

    const uploaded = await put(url, images.png, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = uploaded.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/profile\/images\/[0-9a-f-]{36}\.webp$/);

    // The client sends the upload address back (what the original object-storage flow did).
    const set = await setImage(owner, url);
    expect(set.statusCode).toBe(200);
    expect(set.json().imageUrl).toBe(imageUrl);
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })
    ).json();
    expect(profile.profile.profileImageUrl).toBe(imageUrl);

    // What is served is the photo re-encoded, never the uploaded bytes.
    const served = await svc.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('takes JPEG, GIF and WebP too, the format decided by the bytes for application/octet-stream', async () => {
    for (const [bytes, name] of [
      [images.jpeg, 'jpeg'],
      [images.gif, 'gif'],
      [images.webp, 'webp'],
    ] as const) {
      const res = await put(await uploadUrl(owner), bytes, 'application/octet-stream');
      expect(res.statusCode, name).toBe(200);
      const served = await svc.app.inject({ method: 'GET', url: res.json().imageUrl });
      expect(served.headers['content-type'], name).toBe('image/webp');
    }
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP image, whatever the declared type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [body, type] of [
      [html, 'image/png'],
      [svg, 'image/svg+xml'],
      [images.png, 'text/html'],
      [images.pdf, 'application/octet-stream'],
    ] as const) {
      const res = await put(await uploadUrl(owner), body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded.');
    }
  });

  it('refuses bytes that do not match the declared type, and images that are not whole', async () => {
    const mismatch = await put(await uploadUrl(owner), images.jpeg, 'image/png');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'IMAGE_TYPE_MISMATCH',
      message: 'The file is a JPEG image but was sent as image/png.',
    });

    const truncated = await put(await uploadUrl(owner), images.png.subarray(0, 40), 'image/png');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'The file is not a complete PNG image.',
    });

    const empty = await put(await uploadUrl(owner), Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses files over 5 MB with the spec’s message', async () => {
    const big = Buffer.concat([images.png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await put(await uploadUrl(owner), big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image must be smaller than 5MB');
  });

  it('refuses a tampered, reused or expired upload address', async () => {
    const url = await uploadUrl(owner);
    // Someone edits the user id inside the token to upload onto another account.
    const token = pathOf(url).split('/').pop()!;
    const bytes = Buffer.from(token, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(5) ^ 0xff, 5);
    const tampered = await put(url.replace(token, bytes.toString('base64url')), images.png, 'image/png');
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe('UPLOAD_URL_INVALID');

    expect((await put(url, images.png, 'image/png')).statusCode).toBe(200);
    const reused = await put(url, images.png, 'image/png');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('UPLOAD_URL_USED');

    const late = await uploadUrl(owner);
    await sleep(3100); // IMAGE_URL_TTL_SECONDS is 2 in this file
    const expired = await put(late, images.png, 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'UPLOAD_URL_EXPIRED' });
    expect(expired.json().message).toMatch(/expired/);
  });

  it('needs a linked profile to hand out an upload address', async () => {
    const nobody = await caller();
    const res = await svc.app.inject({
      method: 'POST',
      url: '/api/profile/image/upload',
      headers: nobody.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROFILE_REQUIRED');
  });
});

/** A 10,000 × 10,000 PNG of 97 KB (made once: it takes seconds). */
let bomb: Promise<Buffer> | undefined;
const aBomb = () => (bomb ??= plainPng(10_000, 10_000));

describe('picture dimensions', () => {
  const refusedFor = async (width: number, height: number) => {
    const picture = await plainPng(width, height);
    const res = await put(await uploadUrl(owner), picture, 'image/png');
    expect(res.statusCode, `${width} x ${height}`).toBe(422);
    expect(res.json().code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    return res.json().message as string;
  };

  it('refuses a 100-megapixel PNG of under 100 KB, by its header, before decoding it', async () => {
    const bomb = await aBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await put(await uploadUrl(owner), bomb, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message:
        'The image is 10,000 × 10,000 pixels; images can be at most 4,096 pixels wide or high and 16 megapixels.',
    });
  });

  it('refuses more than 4,096 pixels a side or 16 megapixels in all, and takes what is within', async () => {
    expect(await refusedFor(4_250, 4_000)).toMatch(/^The image is 4,250 × 4,000 pixels;/); // 17 megapixels
    await refusedFor(4_097, 100);
    await refusedFor(100, 4_097);
    await refusedFor(4_096, 3_907); // each side allowed, 16.003 megapixels in all
    const picture = await plainPng(4_096, 1_000);
    const within = await put(await uploadUrl(owner), picture, 'image/png');
    expect(within.statusCode).toBe(200);
  });
});

describe('the sizes of a photo', () => {
  const get = (url: string) => svc.app.inject({ method: 'GET', url });
  const dimensionsOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    return { width, height, format };
  };

  it('stores 64, 256 and 512 pixels on the shorter side, served by ?size=, the largest by default', async () => {
    const picture = await plainPng(1000, 800);
    const imageUrl = (await put(await uploadUrl(owner), picture, 'image/png')).json().imageUrl as string;
    expect(await dimensionsOf(`${imageUrl}?size=64`)).toEqual({ width: 80, height: 64, format: 'webp' });
    expect(await dimensionsOf(`${imageUrl}?size=256`)).toEqual({ width: 320, height: 256, format: 'webp' });
    expect(await dimensionsOf(`${imageUrl}?size=512`)).toEqual({ width: 640, height: 512, format: 'webp' });
    expect(await dimensionsOf(imageUrl)).toEqual({ width: 640, height: 512, format: 'webp' });
    expect(storedFilesOf(svc.imageDir, imageUrl).sort()).toEqual(
      ['256', '512', '64'].map((w) => `${imageUrl.split('/').pop()!.replace('.webp', '')}-${w}.webp`),
    );

    const odd = await get(`${imageUrl}?size=100`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('size must be 64, 256, 512');

    // A small picture is never enlarged.
    const tiny = (await put(await uploadUrl(owner), images.png, 'image/png')).json().imageUrl as string;
    expect(await dimensionsOf(`${tiny}?size=512`)).toMatchObject({ width: 1, height: 1 });
  });

  it('drops EXIF, such as a phone photo’s GPS position, and turns the photo the way EXIF says', async () => {
    const photo = await phoneJpeg(600, 300);
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    const imageUrl = (await put(await uploadUrl(owner), photo, 'image/jpeg')).json().imageUrl as string;

    const served = await get(`${imageUrl}?size=256`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    // 600 x 300 taken sideways is 300 x 600 upright; its shorter side made 256.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 256, height: 512 });
  });

  it('makes the sizes of a photo uploaded before sizes when it is first asked for, then deletes the upload', async () => {
    // As photos were stored before: the uploaded bytes, EXIF and all, named by the image id.
    const earlier = async (bytes: Buffer, format: 'jpeg' | 'png') => {
      const id = randomUUID();
      const file = `${id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
      writeFileSync(path.join(svc.imageDir, file), bytes);
      await svc.app
        .db('profileImages')
        .insert({ id, userId: owner.user.userId, format, byteSize: bytes.length, sizesMadeAt: null });
      return `/api/profile/images/${file}`;
    };
    const imageUrl = await earlier(await phoneJpeg(600, 300), 'jpeg');
    expect(storedFilesOf(svc.imageDir, imageUrl)).toEqual([imageUrl.split('/').pop()]);

    const [small, large] = await Promise.all([
      dimensionsOf(`${imageUrl}?size=64`),
      dimensionsOf(imageUrl), // at the same time: made once
    ]);
    expect(small).toEqual({ width: 64, height: 128, format: 'webp' });
    expect(large).toEqual({ width: 300, height: 600, format: 'webp' });
    expect((await sharp((await get(`${imageUrl}?size=256`)).rawPayload).metadata()).exif).toBeUndefined();
    expect(storedFilesOf(svc.imageDir, imageUrl)).toHaveLength(3); // the sizes; the upload is gone
    const row = await svc.app
      .db('profileImages')
      .where({ id: imageUrl.split('/').pop()!.split('.')[0] })
      .first();
    expect(row.sizesMadeAt).not.toBeNull();

    // One that today's rules refuse is not shown at all.
    const bomb = await earlier(await aBomb(), 'png');
    expect((await get(`${bomb}?size=64`)).statusCode).toBe(404);
  });
});

describe('choosing and removing the profile image', () => {
  it('accepts only images the user uploaded', async () => {
    const other = await caller();
    await connect(svc.app, other, demoResearcher(11).orcidId);
    const mine = (await put(await uploadUrl(owner), images.gif, 'image/gif')).json().imageUrl as string;
    for (const imageUrl of [mine, 'https://evil.example/picture.png', '/api/profile/images/not-an-image']) {
      const res = await setImage(other, imageUrl);
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().message).toBe('imageUrl must be the address of an image you uploaded.');
    }
    const absolute = await setImage(owner, `http://app.test:8080${mine}`);
    expect(absolute.statusCode).toBe(200);
  });

  it('keeps only the chosen image, and removing it deletes the file', async () => {
    const abandoned = (await put(await uploadUrl(owner), images.gif, 'image/gif')).json().imageUrl as string;
    const first = (await put(await uploadUrl(owner), images.png, 'image/png')).json().imageUrl as string;
    expect((await setImage(owner, first)).statusCode).toBe(200);
    const second = (await put(await uploadUrl(owner), images.webp, 'image/webp')).json().imageUrl as string;
    expect((await setImage(owner, second)).statusCode).toBe(200);
    const stored = (url: string) => storedFilesOf(svc.imageDir, url);
    await waitUntil(() => stored(first).length === 0 && stored(abandoned).length === 0);
    expect((await svc.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(stored(second)).toHaveLength(3);

    const removed = await svc.app.inject({
      method: 'DELETE',
      url: '/api/profile/image',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    await waitUntil(() => stored(second).length === 0);
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })
    ).json();
    expect(profile.profile.profileImageUrl).toBeNull();
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
