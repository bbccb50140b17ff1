import { badRequest } from './errors.ts';

/**
 * Pictures (and posts' videos) on businesses, products and posts must be uploads of Oja's that the owner made (local
 * `/uploads/…` or the configured object store): never a picture from elsewhere (trackers,
 * scripts), nor another user's upload, nor a made-up path.
 */
export function createMediaCheck(deps: {
  publicBase: string | undefined;
  ownedBy: (ownerId: string, urls: string[]) => Promise<Set<string>>;
}) {
  const bases = [
    '/uploads/',
    ...(deps.publicBase ? [`${deps.publicBase.replace(/\/$/, '')}/`] : []),
  ];
  const ours = (url: string) => bases.some((b) => url.startsWith(b)) && !url.includes('..');
  return async (
    urls: (string | null | undefined)[],
    field: string,
    ownerId: string,
    what: 'picture' | 'video' = 'picture',
  ): Promise<void> => {
    const given = [...new Set(urls.filter((u): u is string => !!u))];
    if (given.length === 0) return;
    const owned = given.every(ours) ? await deps.ownedBy(ownerId, given) : new Set<string>();
    if (given.some((url) => !owned.has(url)))
      throw badRequest({ [field]: `Upload the ${what} to Oja first` });
  };
}

export type MediaCheck = ReturnType<typeof createMediaCheck>;
