import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type TestContext,
} from '../testing/test-app.ts';

let ctx: TestContext;
let shopId: string;
let productId: string;
const PHOTOS = ['/uploads/wrapper-1.webp'];
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'oja-compression-uploads-'));

beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, uploadsDir }));
  const vendor = await registerUser(ctx.app);
  shopId = (await createBusiness(ctx.app, vendor, { state: 'Lagos' }))._id;
  await givePictures(ctx.db, vendor, PHOTOS);
  for (let i = 1; i <= 8; i++) {
    const res = await api(ctx.app).post(
      '/products',
      {
        businessId: shopId,
        name: `Aso-oke wrapper ${i}`,
        description: 'Hand-woven in Iseyin, with a matching gele.',
        photos: PHOTOS,
        unitPrice: 25000 + i,
        quantity: 5,
      },
      { token: vendor.accessToken },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    productId = res.json().data._id;
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const gzip = { 'accept-encoding': 'gzip' };

describe('compressed JSON answers', () => {
  it('gzips a large product list when asked, decoding to the same JSON', async () => {
    const plain = await api(ctx.app).get(`/products?productBusinessId=${shopId}&limit=20`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.results).toHaveLength(8);

    // The same page again comes from the page cache as the bytes it was serialised to.
    const zipped = await api(ctx.app).get(`/products?productBusinessId=${shopId}&limit=20`, {
      headers: gzip,
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    // Asked again, the cached page's compressed form is reused.
    const again = await api(ctx.app).get(`/products?productBusinessId=${shopId}&limit=20`, {
      headers: gzip,
    });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(JSON.parse(gunzipSync(again.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('gzips a page on its first, uncached answer too', async () => {
    const url = `/products?productState=Lagos&limit=19`;
    const zipped = await api(ctx.app).get(url, { headers: gzip });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await api(ctx.app).get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses answers serialised through the response schema', async () => {
    const plain = await api(ctx.app).get('/products/populars?limit=8');
    const zipped = await api(ctx.app).get('/products/populars?limit=8', { headers: gzip });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('uses brotli when only brotli is accepted, and gzip when both are', async () => {
    const url = `/products?productBusinessId=${shopId}&limit=20`;
    const plain = await api(ctx.app).get(url);
    const br = await api(ctx.app).get(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const both = await api(ctx.app).get(url, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a request without Accept-Encoding uncompressed', async () => {
    const res = await api(ctx.app).get(`/products?productBusinessId=${shopId}&limit=20`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.results).toHaveLength(8);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const res = await api(ctx.app).get('/products?productSearch=zzzzqqq', { headers: gzip });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.results).toEqual([]);
  });

  it('keeps the error envelope', async () => {
    const invalid = await api(ctx.app).get('/products/not-an-id', { headers: gzip });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toMatch(/^application\/json/);
    expect(invalid.json()).toMatchObject({ success: false, code: expect.any(String) });

    const missing = await api(ctx.app).get('/products/00000000-0000-4000-8000-000000000000', {
      headers: gzip,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: expect.any(String) });

    const noKey = await api(ctx.app).get(`/products/${productId}`, {
      apiKey: null,
      headers: gzip,
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toEqual({
      success: false,
      code: 'INVALID_API_KEY',
      message: 'A valid API key is required',
    });
  });

  it('does not compress uploaded images', async () => {
    writeFileSync(path.join(uploadsDir, 'wrapper-1.webp'), Buffer.alloc(4096, 7));
    const res = await ctx.app.inject({ url: '/uploads/wrapper-1.webp', headers: gzip });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});
