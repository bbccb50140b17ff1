import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Bodies that never change once built (cached catalogue pages): compressed once per encoding. */
const stable = new WeakSet<Buffer>();

/**
 * Marks a body that is sent unchanged many times, so each compressed form of it is made once and
 * kept as long as the body itself. The body must never be modified afterwards.
 */
export function stableBody(body: Buffer): Buffer {
  stable.add(body);
  return body;
}

function reusing<O>(compressSync: (body: Buffer, options?: O) => Buffer) {
  const done = new WeakMap<Buffer, Buffer>();
  return (body: Buffer, options?: O) => {
    if (!stable.has(body)) return compressSync(body, options);
    let out = done.get(body);
    if (!out) {
      out = compressSync(body, options);
      done.set(body, out);
    }
    return out;
  };
}

/**
 * JSON answers of 1 KB or more are compressed as the client asks, gzip preferred: at a moderate
 * level it costs far less CPU than brotli for dynamic JSON, and brotli stays at a low quality.
 * Answers up to 128 KB (a full 100-product page is about 70 KB) are compressed in one call on the
 * event loop instead of through a zlib stream per response, which costs more than the compression
 * itself on a small machine, and a stable body's compressed forms are reused. Only JSON is
 * compressed (uploaded images are WebP, web assets are served precompressed and sit outside
 * /api/v1), and request bodies are never decompressed.
 */
const OPTIONS: FastifyCompressOptions = {
  encodings: ['gzip', 'br'],
  threshold: 1024,
  syncThreshold: 128 * 1024,
  customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
  zlibOptions: { level: 6 },
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlib: {
    gzipSync: reusing(zlib.gzipSync),
    brotliCompressSync: reusing(zlib.brotliCompressSync),
  },
  globalDecompression: false,
};

/** Compression of the routes registered after it in this scope. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, OPTIONS);
}
