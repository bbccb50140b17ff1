import { z } from 'zod';
import { idSchema } from './envelope.ts';

/** A group joins 2 to 12 phrases; each phrase is at most 40 characters once normalised. */
export const SYNONYM_PHRASES = { min: 2, max: 12 } as const;
export const SYNONYM_PHRASE_MAX = 40;

/**
 * A phrase as search compares it: lower-case words of letters and digits joined by single
 * spaces, the way a search splits what a shopper types ("T-Shirt " is "t shirt").
 */
export function normalisePhrase(phrase: string): string {
  return (
    phrase
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');
}

/** The phrases of a group, normalised, without repeats, in alphabetical order. */
export function normaliseGroup(phrases: readonly string[]): string[] {
  const distinct = new Set(phrases.map(normalisePhrase).filter(Boolean));
  return [...distinct].sort();
}

const phraseSchema = z
  .string({ message: 'Each phrase must be text' })
  // A bound before normalising, so a huge string is refused before any work on it.
  .max(200, `Keep each phrase under ${SYNONYM_PHRASE_MAX} characters`)
  .transform(normalisePhrase)
  .pipe(
    z
      .string()
      .min(1, 'Each phrase needs a letter or a digit')
      .max(SYNONYM_PHRASE_MAX, `Keep each phrase under ${SYNONYM_PHRASE_MAX} characters`),
  );

/** A new group: its phrases as typed; the server normalises them and drops repeats. */
export const searchSynonymBodySchema = z.object({
  phrases: z
    .array(phraseSchema, { message: 'Give the phrases as a list' })
    .max(50, `A group holds at most ${SYNONYM_PHRASES.max} phrases`)
    .transform((phrases) => normaliseGroup(phrases))
    .pipe(
      z
        .array(z.string())
        .min(SYNONYM_PHRASES.min, 'Give at least two different phrases')
        .max(SYNONYM_PHRASES.max, `A group holds at most ${SYNONYM_PHRASES.max} phrases`),
    ),
});
export type SearchSynonymBody = z.input<typeof searchSynonymBodySchema>;

export const searchSynonymParamsSchema = z.object({ id: idSchema });

/** A group Oja support added in the console. */
export const searchSynonymGroupSchema = z.object({
  _id: z.string(),
  phrases: z.array(z.string()),
  createdAt: z.string(),
});
export type SearchSynonymGroup = z.infer<typeof searchSynonymGroupSchema>;

/** What support sees: the repository's groups (read-only) and the ones added in the console. */
export const searchSynonymsSchema = z.object({
  repository: z.array(z.array(z.string())),
  added: z.array(searchSynonymGroupSchema),
});
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;
