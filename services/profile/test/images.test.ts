import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '@app/service-kit/testing';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  type Caller,
  type TestProfileService,
} from './helpers';
import { images } from './sample-images';

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
    expect(imageUrl).toMatch(/^\/api\/profile\/images\/[0-9a-f-]{36}\.png$/);

    // The client sends the upload address back (what the original object-storage flow did).
    const set = await setImage(owner, url);
    expect(set.statusCode).toBe(200);
    expect(set.json().imageUrl).toBe(imageUrl);
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })
    ).json();
    expect(profile.profile.profileImageUrl).toBe(imageUrl);

    const served = await svc.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(images.png)).toBe(true);
  });

  it('decides the format by the bytes for application/octet-stream (JPEG, GIF, WebP)', async () => {
    for (const [bytes, ext, type] of [
      [images.jpeg, 'jpg', 'image/jpeg'],
      [images.gif, 'gif', 'image/gif'],
      [images.webp, 'webp', 'image/webp'],
    ] as const) {
      const res = await put(await uploadUrl(owner), bytes, 'application/octet-stream');
      expect(res.statusCode, ext).toBe(200);
      expect(res.json().imageUrl).toMatch(new RegExp(`\\.${ext}$`));
      const served = await svc.app.inject({ method: 'GET', url: res.json().imageUrl });
      expect(served.headers['content-type']).toBe(type);
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
    const fileOf = (url: string) => path.join(svc.imageDir, url.split('/').pop()!);
    await waitUntil(() => !existsSync(fileOf(first)) && !existsSync(fileOf(abandoned)));
    expect((await svc.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(existsSync(fileOf(second))).toBe(true);

    const removed = await svc.app.inject({
      method: 'DELETE',
      url: '/api/profile/image',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    await waitUntil(() => !existsSync(fileOf(second)));
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })
    ).json();
    expect(profile.profile.profileImageUrl).toBeNull();
    expect(readdirSync(svc.imageDir).filter((f) => !f.startsWith('.'))).not.toContain(
      second.split('/').pop(),
    );
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
