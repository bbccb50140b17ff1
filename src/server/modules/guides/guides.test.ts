import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoGuide } from '#shared/schemas/guides.ts';
import { api, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createGuidesService } from './guides.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET guides', () => {
  it('lists the recorded guides, each with chapters, written steps and files that are served', async () => {
    const res = await api(ctx.app).get('/guides');
    expect(res.statusCode).toBe(200);
    const guides = res.json().data as VideoGuide[];
    expect(guides.map((g) => g.slug)).toEqual([
      'open-a-store',
      'add-a-product',
      'take-and-ship-an-order',
      'get-paid',
      'run-an-ad',
    ]);
    for (const guide of guides) {
      expect(guide.chapters.length).toBeGreaterThan(0);
      expect(guide.chapters.every((c) => c.steps.length > 0)).toBe(true);
      for (const file of [guide.video, guide.captions, guide.chaptersTrack, guide.poster]) {
        const served = await ctx.app.inject({ method: 'HEAD', url: file });
        expect(served.statusCode, file).toBe(200);
      }
    }
  });

  it('is open to anyone with the API key, and to no one without it', async () => {
    expect((await api(ctx.app).get('/guides', { apiKey: null })).statusCode).toBe(401);
  });
});

describe('/guide/ files', () => {
  it('serves a video in parts, as a player asks, kept for a year', async () => {
    const [guide] = (await api(ctx.app).get('/guides')).json().data as VideoGuide[];
    const part = await ctx.app.inject({
      method: 'GET',
      url: guide!.video,
      headers: { range: 'bytes=0-1023' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${guide!.bytes}`);
    expect(part.rawPayload.length).toBe(1024);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const captions = await ctx.app.inject({ method: 'GET', url: guide!.captions });
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
  });

  it('serves only recorded files: not the manifest, not a path out of the folder', async () => {
    for (const url of [
      '/guide/manifest.json',
      '/guide/../package.json',
      '/guide/%2e%2e/package.json',
      '/guide/open-a-store.webm',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('the guides service', () => {
  it('refuses a manifest that breaks the contract, and reads it again once it is fixed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-guides-'));
    try {
      const guides = createGuidesService({ mediaDir: dir });
      await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ guides: [{ slug: 1 }] }));
      await expect(guides.list()).rejects.toThrow();
      await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ guides: [] }));
      expect(await guides.list()).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
