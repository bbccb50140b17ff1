import { DEFAULT_META, PRODUCT_NAME, type PageMeta } from '#shared/meta.ts';

/** A public page's title, description, keywords and share image, as link previews show them. */
export const pageMeta = (
  title: string,
  description: string,
  image: string | null,
  keywords: string[],
): PageMeta => ({
  title: `${title} | ${PRODUCT_NAME}`,
  description: description.slice(0, 200),
  keywords: [...keywords.filter(Boolean), ...DEFAULT_META.keywords],
  image: image ?? DEFAULT_META.image,
});
