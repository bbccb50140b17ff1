/** Query keys of the search synonyms Oja support keeps. */
export const searchSynonymKeys = {
  all: ['search-synonyms'] as const,
};
