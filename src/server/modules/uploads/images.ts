import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { MAX_IMAGE_SIDE, SMALL_SIDE, smallUrl, thumbnailUrl } from '#shared/media.ts';
import { badRequest } from '../../errors.ts';
import type { Storage } from '../../integrations/storage.ts';

export const MAX_DIMENSION = MAX_IMAGE_SIDE;
const THUMBNAIL = 400;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

// libvips keeps recent operations' results (up to 50 MB outside the JavaScript heap) for a
// repeat of the same operation on the same input; every upload is a new image, so it never hits.
sharp.cache(false);

export type StoredImage = {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
};

/**
 * Decodes the upload to find out what it really is (the name and declared type are not trusted),
 * then stores a WebP of at most 1920 px, a 400 px thumbnail and a 200 px copy for data saver.
 */
export async function storeImage(storage: Storage, input: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format))
    throw badRequest({ file: 'The file given is not an image' });

  const base = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
  const [main, thumb, small] = await Promise.all([
    base
      .clone()
      .resize({
        width: MAX_DIMENSION,
        height: MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true }),
    base
      .clone()
      .resize({ width: THUMBNAIL, height: THUMBNAIL, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer(),
    // Data saver's copy (a tenth of the thumbnail's pixels' worth of bytes, or near).
    base
      .clone()
      .resize({ width: SMALL_SIDE, height: SMALL_SIDE, fit: 'cover' })
      .webp({ quality: 70 })
      .toBuffer(),
  ]);
  const month = new Date().toISOString().slice(0, 7);
  const id = uuidv7();
  const key = `${month}/${id}.webp`;
  const [url, thumbUrl] = await Promise.all([
    storage.put(key, main.data, 'image/webp'),
    storage.put(thumbnailUrl(key), thumb, 'image/webp'),
    storage.put(smallUrl(key), small, 'image/webp'),
  ]);
  return {
    url,
    thumbnailUrl: thumbUrl,
    width: main.info.width,
    height: main.info.height,
    bytes: main.info.size,
  };
}
