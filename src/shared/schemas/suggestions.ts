import { z } from 'zod';

/** What a shopper has typed so far: 1 to 60 characters once trimmed. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ message: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(60, 'Search with at most 60 characters'),
});

/** How many of each kind one answer holds at most. */
export const SUGGESTION_LIMITS = {
  products: 5,
  businesses: 3,
  creators: 3,
  categories: 2,
} as const;

export const productSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** In naira, as product cards show it. */
  unitPrice: z.number(),
  photo: z.string().nullable(),
  businessName: z.string(),
  businessHandle: z.string(),
});
export const businessSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  logo: z.string().nullable(),
});
export const creatorSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string().nullable(),
});
export const categorySuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});

/** Suggestions as a shopper types, most popular first in each kind. */
export const suggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  businesses: z.array(businessSuggestionSchema),
  creators: z.array(creatorSuggestionSchema),
  categories: z.array(categorySuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export type BusinessSuggestion = z.infer<typeof businessSuggestionSchema>;
export type CreatorSuggestion = z.infer<typeof creatorSuggestionSchema>;
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
