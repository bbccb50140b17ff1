import { badRequest } from './errors.ts';

/**
 * Pictures on businesses and products must be ones uploaded to Oja (local `/uploads/…` or the
 * configured object store), so pages never load images, trackers or scripts from elsewhere.
 */
export function createMediaCheck(publicBase: string | undefined) {
  const bases = ['/uploads/', ...(publicBase ? [`${publicBase.replace(/\/$/, '')}/`] : [])];
  const ours = (url: string) => bases.some((b) => url.startsWith(b)) && !url.includes('..');
  return (urls: (string | null | undefined)[], field: string): void => {
    for (const url of urls) {
      if (url && !ours(url)) throw badRequest({ [field]: 'Upload the picture to Oja first' });
    }
  };
}

export type MediaCheck = ReturnType<typeof createMediaCheck>;
