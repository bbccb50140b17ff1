import { DEFAULT_META, type PageMeta } from '#shared/meta.ts';
import { titled } from '#shared/page-titles.ts';

/** A public page's title, description, keywords and share image, as link previews show them. */
export const pageMeta = (
  title: string,
  description: string,
  image: string | null,
  keywords: string[],
): PageMeta => ({
  title: titled(title),
  description: description.slice(0, 200),
  keywords: [...keywords.filter(Boolean), ...DEFAULT_META.keywords],
  image: image ?? DEFAULT_META.image,
});
