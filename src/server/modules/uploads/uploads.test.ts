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
import { encodeVideo, mp4AroundJunk } from './encoded-videos.ts';
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
  it('stores a WebP of at most 1920 px, a thumbnail and a small copy, served with long caching', async () => {
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
    // Data saver's copy, a fraction of the thumbnail's bytes.
    const small = await ctx.app.inject({ url: image.url.replace(/\.webp$/, '-small.webp') });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(small.rawPayload.length).toBeLessThan(thumb.rawPayload.length / 2);
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
    // Index at the end, as cameras write it; 59.5 s counts as 60 seconds.
    const file = encodeVideo({ seconds: 59.5, rate: 2, size: '96x64' });
    const res = await uploadVideo(file, 'clip.mov', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Video uploaded',
      data: { type: 'video/mp4', duration: 59.5, width: 96, height: 64, bytes: file.length },
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
    const files = [
      encodeVideo({ seconds: 2, format: 'webm', size: '320x240' }),
      // Its length is its last frame's time: 2.9 s of a 3-second recording at 10 frames a second.
      encodeVideo({ seconds: 3, format: 'webm', codec: 'libvpx', live: true }),
    ];
    for (const [i, file] of files.entries()) {
      const res = await uploadVideo(file, 'clip.webm', 'video/webm');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ type: 'video/webm', duration: [2, 2.9][i] });
      const { url } = res.json().data;
      expect(url).toMatch(/\.webm$/);
      expect((await ctx.app.inject({ url })).headers['content-type']).toBe('video/webm');
    }
  });

  it('refuses what does not play, a long video, a wrong type or codec and a large file, storing nothing', async () => {
    const stored = () =>
      readdirSync(uploadsDir, { recursive: true }).filter((f) => /\.(mp4|webm)$/.test(String(f)))
        .length;
    const before = stored();
    const notVideo = { file: 'The file given is not an MP4 or WebM video' };
    const doesNotPlay = {
      file: 'The video does not play: its pictures could not be read. Export it again as MP4 and retry',
    };
    const tooLong = { file: 'The video must be at most 60 seconds long' };
    const cases: [string, Buffer, number, unknown][] = [
      ['a picture', await photo(64, 64), 400, notVideo],
      ['sound only', mp4({ seconds: 10, track: 'soun' }), 400, notVideo],
      // Valid MP4 boxes around 20 MB of junk: the header describes a video, the frames are noise.
      ['boxes around junk', mp4AroundJunk(20 * 1024 * 1024), 400, doesNotPlay],
      ['boxes without a stream', mp4({ seconds: 10, mediaBytes: 4000 }), 400, doesNotPlay],
      ['no length, no stream', mp4({ seconds: 0 }), 400, doesNotPlay],
      ['61 seconds', encodeVideo({ seconds: 61, rate: 1, size: '64x48' }), 400, tooLong],
      ['a long header', mp4({ seconds: 61 }), 400, tooLong],
      ['a long recording', webm({ seconds: 90, live: true }), 400, tooLong],
      [
        'MPEG-4 Part 2',
        encodeVideo({ seconds: 1, codec: 'mpeg4' }),
        400,
        {
          file: 'The video must be encoded as H.264, HEVC or AV1; export it again as MP4 and retry',
        },
      ],
      ['too large', Buffer.alloc(26 * 1024 * 1024, 1), 413, 'The video must be at most 25 MB'],
    ];
    for (const [what, file, status, message] of cases) {
      const res = await uploadVideo(file, 'clip.mp4', 'video/mp4');
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toEqual(message);
    }
    expect(stored()).toBe(before);
    const short = encodeVideo({ seconds: 1 });
    expect((await uploadVideo(short, 'a.mp4', 'video/mp4', null)).statusCode).toBe(401);
  });

  it('answers 503 when videos cannot be checked, storing nothing', async () => {
    const broken = await createTestContext((c) => ({
      ...c,
      uploadsDir,
      media: { ffprobePath: '/nonexistent/ffprobe' },
    }));
    try {
      const someone = await registerUser(broken.app);
      const form = new FormData();
      const bytes = new Uint8Array(encodeVideo({ seconds: 1 }));
      form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'a.mp4');
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/video',
        headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${someone.accessToken}` },
        payload: form,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VIDEO_CHECK_UNAVAILABLE',
        message: 'Videos cannot be checked right now, please try again later',
      });
    } finally {
      await broken.close();
    }
  });
});
