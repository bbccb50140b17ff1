/**
 * The titles of pages named after what they show (a product, a post, a profile), apart from the
 * table of fixed titles (`page-titles.ts`): a screen that names itself downloads only these.
 */
export const PRODUCT_NAME = 'Oja';

/** The title of a page named after what it shows (a product, a store), as the server sends it. */
export const titled = (name: string) => `${name} | ${PRODUCT_NAME}`;

/** A person's public profile. */
export const profileTitle = (person: { name: string; handle: string }) =>
  titled(`${person.name} (@${person.handle})`);

/** A post's own page, named after its author. */
export const postTitle = (author: { name: string }) => titled(`Post by ${author.name}`);
