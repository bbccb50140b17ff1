import { z } from 'zod';
import { REWARD_STATUSES, REWARD_TYPES, REWARDS_PAGE_SIZE } from '../rewards.ts';
import { pageQuery, wordListOf } from './envelope.ts';

/** `GET rewards`: the signed-in user's reward entries, newest first, filtered by type and status. */
export const rewardListQuerySchema = pageQuery(REWARDS_PAGE_SIZE).extend({
  rewardTypes: wordListOf(z.enum(REWARD_TYPES)).optional(),
  rewardStatuses: wordListOf(z.enum(REWARD_STATUSES)).optional(),
});
export type RewardListQuery = z.input<typeof rewardListQuerySchema>;

/** One reward entry: points given for one thing, and where they stand. */
export const rewardSchema = z.object({
  _id: z.string(),
  type: z.enum(REWARD_TYPES),
  status: z.enum(REWARD_STATUSES),
  /** Points given. */
  points: z.number().int(),
  /** Of those, taken back when reversed or expired (a part may have been spent before). */
  pointsTaken: z.number().int(),
  /** What earned them, in words ("Order from Adire Lounge", "Photo review of Adire wrap dress"). */
  title: z.string(),
  business: z.object({ _id: z.string(), name: z.string(), handle: z.string() }).nullable(),
  orderId: z.string().nullable(),
  earnedAt: z.string(),
  availableAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** When they were reversed or expired. */
  endedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** `GET rewards/summary`: what the user holds, what is on its way, and the rules. */
export const pointsSummarySchema = z.object({
  /** Points to spend now (1 point = ₦1). */
  available: z.number().int(),
  /** Points of orders not received yet. */
  pending: z.number().int(),
  /** Available points whose 12 months end soonest, and when (null when none end within 30 days). */
  expiringSoon: z.object({ points: z.number().int(), on: z.string() }).nullable(),
  /** Points ever given, reversed ones left out. */
  lifetime: z.number().int(),
  /** How many naira an order must total for each point. */
  nairaPerPoint: z.number().int(),
  /** Points may pay up to this share (%) of a checkout's total; 0 when they cannot pay orders. */
  orderSharePercent: z.number().int(),
  /** Points a review earns the first time it has a photo (once per review; 0: none). */
  pointsPerPhotoReview: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;
