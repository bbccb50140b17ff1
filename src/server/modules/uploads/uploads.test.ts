import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let user: Registered;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'oja-uploads-'));

beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, uploadsDir }));
  user = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function upload(
  bytes: Buffer,
  filename: string,
  type: string,
  token: string | null = user.accessToken,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.inject({ method: 'POST', url: '/api/v1/uploads', headers, payload: form });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('POST /uploads', () => {
  it('stores a WebP of at most 1920 px and a thumbnail, served with long caching', async () => {
    const res = await upload(await photo(3000, 2000), 'market.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 1920, height: 1280 });
    expect(image.url).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.webp$/);
    const served = await ctx.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await ctx.app.inject({ url: image.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('keeps small images at their size', async () => {
    const res = await upload(await photo(640, 480), 'small.png', 'image/png');
    expect(res.json().data).toMatchObject({ width: 640, height: 480 });
  });

  it('rejects a non-image renamed to .jpg, judging by content', async () => {
    const res = await upload(
      Buffer.from('%PDF-1.4 this is not a picture at all'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ file: 'The file given is not an image' });
  });

  it('rejects an oversized file and visitors', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload(big, 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image must be at most 10 MB');
    expect((await upload(await photo(10, 10), 'a.jpg', 'image/jpeg', null)).statusCode).toBe(401);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
  });

  it("an upload can be used by its uploader only, on their business's logo and products", async () => {
    const stranger = await registerUser(ctx.app);
    const mine = (await upload(await photo(600, 600), 'logo.png', 'image/png')).json().data;
    const theirs = await createBusiness(ctx.app, stranger);
    const taken = await api(ctx.app).patch(
      `/businesses/${theirs._id}`,
      { logoUrl: mine.url },
      { token: stranger.accessToken },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toEqual({ logoUrl: 'Upload the picture to Oja first' });
    const shop = await createBusiness(ctx.app, user, { logoUrl: mine.url });
    expect((shop as { logo?: string }).logo).toBe(mine.url);
  });
});
