/** Every stored picture has a 400 px copy beside it: `x.webp` → `x-thumb.webp`. */
export const thumbnailUrl = (url: string): string => url.replace(/\.webp$/, '-thumb.webp');
