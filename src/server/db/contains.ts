/** Text as the literal part of a LIKE pattern: % _ and \ match themselves. */
export const likeLiteral = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** An ILIKE pattern matching text that contains `words` as typed. */
export const containsPattern = (words: string) => `%${likeLiteral(words)}%`;
