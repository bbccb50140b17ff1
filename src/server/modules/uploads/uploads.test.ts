import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
import { mp4, webm } from './video-fixtures.ts';

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
  path = '/api/v1/uploads',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.inject({ method: 'POST', url: path, headers, payload: form });
}
const uploadVideo = (bytes: Buffer, filename: string, type: string, token?: string | null) =>
  upload(
    bytes,
    filename,
    type,
    token === undefined ? user.accessToken : token,
    '/api/v1/uploads/video',
  );

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

describe('POST /uploads/video', () => {
  it('stores an MP4 of at most 60 seconds as it is, served with range requests', async () => {
    const file = mp4({ seconds: 59.6, moovLast: true, mediaBytes: 5000 });
    const res = await uploadVideo(file, 'clip.mov', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Video uploaded',
      data: { type: 'video/mp4', duration: 59.6, bytes: file.length },
    });
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.mp4$/);

    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.rawPayload, file)).toBe(0);

    const part = await ctx.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.rawPayload, file.subarray(0, 100))).toBe(0);
    const tail = await ctx.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, file.subarray(-10))).toBe(0);
    const beyond = await ctx.app.inject({ url, headers: { range: `bytes=${file.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('stores a WebM, a browser recording without a Duration too', async () => {
    for (const file of [webm({ seconds: 45 }), webm({ seconds: 20, live: true })]) {
      const res = await uploadVideo(file, 'clip.webm', 'video/webm');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.type).toBe('video/webm');
      const { url } = res.json().data;
      expect(url).toMatch(/\.webm$/);
      expect((await ctx.app.inject({ url })).headers['content-type']).toBe('video/webm');
    }
  });

  it('answers a wrong type, a long or unreadable video and a large file clearly, storing nothing', async () => {
    const stored = () =>
      readdirSync(uploadsDir, { recursive: true }).filter((f) => /\.(mp4|webm)$/.test(String(f)))
        .length;
    const before = stored();
    const cases: [Buffer, number, unknown][] = [
      [await photo(64, 64), 400, { file: 'The file given is not an MP4 or WebM video' }],
      [
        mp4({ seconds: 10, track: 'soun' }),
        400,
        { file: 'The file given is not an MP4 or WebM video' },
      ],
      [mp4({ seconds: 61 }), 400, { file: 'The video must be at most 60 seconds long' }],
      [
        webm({ seconds: 90, live: true }),
        400,
        { file: 'The video must be at most 60 seconds long' },
      ],
      [
        mp4({ seconds: 0 }),
        400,
        { file: 'The video does not say how long it is; save it again as MP4 and retry' },
      ],
      [Buffer.alloc(26 * 1024 * 1024, 1), 413, 'The video must be at most 25 MB'],
    ];
    for (const [file, status, message] of cases) {
      const res = await uploadVideo(file, 'clip.mp4', 'video/mp4');
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect(stored()).toBe(before);
    expect((await uploadVideo(mp4({ seconds: 5 }), 'a.mp4', 'video/mp4', null)).statusCode).toBe(
      401,
    );
  });
});
