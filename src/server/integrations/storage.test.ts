import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './storage.ts';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; bytes: number };
const received: Received[] = [];
let server: http.Server;
let endpoint: string;

// A stand-in S3 endpoint on loopback that records what the client sends.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
      res.writeHead(200, { etag: '"abc"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3-compatible storage', () => {
  it('puts the object with a signed request and returns its public URL', async () => {
    const storage = await createS3Storage({
      bucket: 'oja-media',
      region: 'auto',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://media.oja.ng/',
    });
    const url = await storage.put('2026-11/pic.webp', Buffer.alloc(2048, 7), 'image/webp');
    expect(url).toBe('https://media.oja.ng/2026-11/pic.webp');
    const put = received.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe('/oja-media/2026-11/pic.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    expect(put.bytes).toBeGreaterThanOrEqual(2048);
  });
});
