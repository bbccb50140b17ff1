import { z } from 'zod';
import type { SearchInsightDays } from '../limits.ts';
import { idSchema } from './envelope.ts';

export {
  FEW_RESULTS,
  MIN_DEMAND_SEARCHERS,
  SEARCH_INSIGHT_DAYS,
  type SearchInsightDays,
} from '../limits.ts';

/** Query texts are kept lower-case, one space between words, at most this long. */
export const SEARCH_QUERY_MAX = 60;

/** A search's words as they are counted: "  Adire  DRESS " and "adire dress" are one query. */
export function normaliseQuery(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
    .slice(0, SEARCH_QUERY_MAX)
    .trim();
}

export const searchInsightsParamsSchema = z.object({ businessId: idSchema });

export const searchInsightsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { message: 'Days must be 7, 30 or 90' })
    .default('7')
    .transform((d) => Number(d) as SearchInsightDays),
});
export type SearchInsightsQuery = z.input<typeof searchInsightsQuerySchema>;

export const searchInsightsSchema = z.object({
  days: z.number().int(),
  /** Queries whose first page showed the business's products, most shown first (at most 20). */
  leadingSearches: z.array(
    z.object({
      query: z.string(),
      /** Searches whose first page showed at least one of the business's products. */
      searches: z.number().int(),
      /** The business's products shown in those searches, one per product per search. */
      impressions: z.number().int(),
      /** Products of the business opened from those searches. */
      opens: z.number().int(),
    }),
  ),
  /**
   * Queries searched in the business's categories that found few products, none of them the
   * business's, each searched by several different people (never who).
   */
  demand: z.array(
    z.object({
      query: z.string(),
      searches: z.number().int(),
      /** Products found, on average over those searches. */
      results: z.number().int(),
    }),
  ),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;
