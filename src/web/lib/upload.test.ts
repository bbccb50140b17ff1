import { describe, expect, it, vi } from 'vitest';
import { compressImage } from './upload.ts';

// Stands in for the compressor as a browser that cannot decode the picture: it rejects with the
// image's error event, which has no message.
vi.mock('browser-image-compression', () => ({
  default: () => Promise.reject(new Event('error')),
}));

describe('compressImage', () => {
  it('refuses anything that is not an image before compressing', async () => {
    const text = new File(['hello'], 'notes.jpg', { type: 'text/plain' });
    await expect(compressImage(text)).rejects.toThrow('The file given is not an image');
    await expect(compressImage('nope' as unknown as File)).rejects.toThrow(
      'The file given is not an instance of Blob or File',
    );
  });

  it('says in words when a picture is too large or cannot be read, before anything is uploaded', async () => {
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'me.jpg', { type: 'image/jpeg' });
    await expect(compressImage(big)).rejects.toThrow(
      'The picture is 12.0 MB: choose one of at most 10 MB',
    );
    const broken = new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' });
    const err = await compressImage(broken).catch((e: Error) => e);
    expect((err as Error).message).toBe(
      'Compression failed: the file could not be read as a picture; choose a JPEG, PNG or WebP photo',
    );
    expect((err as Error).message).not.toContain('undefined');
  });
});
