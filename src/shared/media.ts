/** Every stored picture has a 400 px copy beside it: `x.webp` → `x-thumb.webp`. */
export const thumbnailUrl = (url: string): string => url.replace(/\.webp$/, '-thumb.webp');

/**
 * And a 200 px copy for data saver: `x.webp` → `x-small.webp` (pictures stored before it existed
 * have none: the app falls back to the thumbnail).
 */
export const smallUrl = (url: string): string => url.replace(/\.webp$/, '-small.webp');
export const SMALL_SIDE = 200;

/** The largest picture that may be uploaded (and picked in the browser, before it is shrunk). */
export const MAX_IMAGE_MB = 10;

/** The longest side of a stored picture (smaller uploads stay as they are). */
export const MAX_IMAGE_SIDE = 1920;

/** A picture's `srcset`: the browser takes the 400 px copy where it is enough, as on most phones. */
export const imageSrcSet = (url: string): string =>
  `${thumbnailUrl(url)} 400w, ${url} ${MAX_IMAGE_SIDE}w`;

/** A post's video: an MP4 or WebM of at most this many seconds and megabytes. */
export const MAX_VIDEO_SECONDS = 60;
export const MAX_VIDEO_MB = 25;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
