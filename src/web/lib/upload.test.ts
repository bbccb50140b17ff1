import { describe, expect, it } from 'vitest';
import { compressImage } from './upload.ts';

describe('compressImage', () => {
  it('refuses anything that is not an image before compressing (§8 messages)', async () => {
    const text = new File(['hello'], 'notes.jpg', { type: 'text/plain' });
    await expect(compressImage(text)).rejects.toThrow('The file given is not an image');
    await expect(compressImage('nope' as unknown as File)).rejects.toThrow(
      'The file given is not an instance of Blob or File',
    );
  });
});
