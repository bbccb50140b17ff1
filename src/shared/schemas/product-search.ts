import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { productCardSchema } from './products.ts';

const count = z.number().int().min(0);

/** How a search's matches spread over the filters a shopper may narrow them by. */
export const productFacetsSchema = z.object({
  /** The matches counted (at most the search window). */
  total: count,
  categories: z.array(z.object({ _id: idSchema, name: z.string(), count })),
  states: z.array(z.object({ state: z.string(), count })),
  /** Price bands in whole naira; `max` null for the last, open band. */
  prices: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), count })),
  inStock: count,
  /** In shops whose reviews average four stars or more. */
  ratedFourUp: count,
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Ways on from a search that found nothing. */
export const searchHelpSchema = z.object({
  /** The same search with its misspelt words corrected, when that finds something. */
  didYouMean: z.string().nullable(),
  /** How many products the same words find without the filters that narrowed them (0: none set). */
  withoutFilters: count,
  /** What sells best in the category the search was probably after (or anywhere). */
  popular: z.object({
    category: z.object({ _id: idSchema, name: z.string() }).nullable(),
    products: z.array(productCardSchema),
  }),
});
export type SearchHelp = z.infer<typeof searchHelpSchema>;
