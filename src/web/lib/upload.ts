import { MAX_IMAGE_MB } from '#shared/media.ts';
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

/** Megabytes shown as people read them: "12.4 MB". */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Checks and shrinks a picture in the browser before upload: images only, of at most
 * MAX_IMAGE_MB as picked (the server's limit; larger ones can be too big for a phone's browser to
 * shrink), then at most `maxSizeMB` (default 1) and 1920 px, so phones on slow networks send as
 * little as possible. Every refusal says in words what is wrong.
 */
export async function compressImage(file: File, maxSizeMB = 1): Promise<File> {
  if (!(file instanceof Blob)) throw new Error('The file given is not an instance of Blob or File');
  if (!file.type.startsWith('image/')) throw new Error('The file given is not an image');
  if (file.size > MAX_IMAGE_MB * 1024 * 1024)
    throw new Error(
      `The picture is ${megabytes(file.size)}: choose one of at most ${MAX_IMAGE_MB} MB`,
    );
  try {
    const imageCompression = await loadImageCompression();
    return await imageCompression(file, {
      maxSizeMB,
      maxWidthOrHeight: MAX_IMAGE_DIMENSION,
      // Its worker would load the library from a CDN; compress on the page instead.
      useWebWorker: false,
    });
  } catch (err) {
    // A picture the browser cannot decode fails with an event, not an error: no message of its own.
    const reason =
      err instanceof Error && err.message
        ? err.message
        : 'the file could not be read as a picture; choose a JPEG, PNG or WebP photo';
    throw new Error(`Compression failed: ${reason}`, { cause: err });
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
