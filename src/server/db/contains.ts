/** An ILIKE pattern matching text that contains `words` as typed (% _ and \ match themselves). */
export const containsPattern = (words: string) => `%${words.replace(/[%_\\]/g, '\\$&')}%`;
