import { api } from './api-client.ts';

export const MAX_IMAGE_DIMENSION = 1920;

// The package's types describe its CommonJS build; the bundler uses its ES build, whose default
// export is the function itself.
type ImageCompression = (
  file: File,
  options: { maxSizeMB: number; maxWidthOrHeight: number; useWebWorker: boolean },
) => Promise<File>;

/** The compressor's code (a fifth of a form screen's download) is fetched once a picture is picked. */
async function loadImageCompression(): Promise<ImageCompression> {
  const m = await import('browser-image-compression');
  return m.default as unknown as ImageCompression;
}

/**
 * Checks and shrinks a picture in the browser before upload (§5): images only, at most
 * `maxSizeMB` (default 1) and 1920 px, so phones on slow networks send as little as possible.
 */
export async function compressImage(file: File, maxSizeMB = 1): Promise<File> {
  if (!(file instanceof Blob)) throw new Error('The file given is not an instance of Blob or File');
  if (!file.type.startsWith('image/')) throw new Error('The file given is not an image');
  try {
    const imageCompression = await loadImageCompression();
    return await imageCompression(file, {
      maxSizeMB,
      maxWidthOrHeight: MAX_IMAGE_DIMENSION,
      // Its worker would load the library from a CDN; compress on the page instead.
      useWebWorker: false,
    });
  } catch (err) {
    throw new Error(`Compression failed: ${(err as Error).message}`, { cause: err });
  }
}

export type UploadedImage = { url: string; thumbnailUrl: string; width: number; height: number };

/** Compresses then uploads one image; resolves to its stored URL. */
export async function uploadImage(file: File, maxSizeMB = 1): Promise<UploadedImage> {
  const small = await compressImage(file, maxSizeMB);
  const form = new FormData();
  form.append('file', small, file.name);
  return (await api.post<UploadedImage>('/uploads', form)).data;
}
