import { z } from 'zod';
import {
  FLAGGED_REFERRALS_PAGE_SIZE,
  REFERRAL_FLAG_REASONS,
  REFERRAL_OUTCOMES,
  REFERRAL_STATUSES,
  REFERRALS_PAGE_SIZE,
} from '../referrals.ts';
import { idSchema, pageQuery } from './envelope.ts';

/** `GET referrals/terms`: what a referral earns each side and the month's cap, for everyone. */
export const referralTermsSchema = z.object({
  /** Points the referrer earns when a friend's first order is received. */
  referrerPoints: z.number().int(),
  /** Points the friend earns then. */
  friendPoints: z.number().int(),
  /** Referral rewards a referrer may earn in one calendar month (Lagos time). */
  monthlyCap: z.number().int(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;

/** A user's id in the path: `users/{id}/list`, `users/{id}/referrals/summary`. */
export const referralUserParamsSchema = z.object({ id: idSchema });

/** `GET users/{id}/list`: the people the user referred, newest first. */
export const referralListQuerySchema = pageQuery(REFERRALS_PAGE_SIZE);
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

/** One person the user referred, as the user sees them. */
export const referredFriendSchema = z.object({
  /** The friend's user id. */
  _id: z.string(),
  /** Their first and last name. */
  name: z.string(),
  handle: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** Points the user earned for this friend (0 until their first order is received). */
  pointsEarned: z.number().int(),
});
export type ReferredFriend = z.infer<typeof referredFriendSchema>;

/** `GET users/{id}/referrals/summary`: the user's code and link, and what it brought them. */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** The sign-up link with the code filled in. */
  link: z.string(),
  /** Friends who signed up with the code. */
  joined: z.number().int(),
  /** Of them, those whose first order was received and earned both sides points. */
  rewarded: z.number().int(),
  /** Of them, those held for support's review. */
  flagged: z.number().int(),
  /** Points the user earned by referring. */
  pointsEarned: z.number().int(),
  /** Referral rewards the user earned this calendar month, towards the cap. */
  rewardedThisMonth: z.number().int(),
  terms: referralTermsSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** `GET referrals/flagged`: support's queue, oldest first. */
export const flaggedReferralQuerySchema = pageQuery(FLAGGED_REFERRALS_PAGE_SIZE);
export type FlaggedReferralQuery = z.infer<typeof flaggedReferralQuerySchema>;

const referralPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  email: z.string(),
});

/** A referral as support judges it: who, why it was held, and what approving it pays. */
export const referralReviewSchema = z.object({
  /** The referred friend's user id: a referral is one per friend. */
  _id: z.string(),
  friend: referralPersonSchema,
  referrer: referralPersonSchema,
  status: z.enum(REFERRAL_OUTCOMES),
  reason: z.enum(REFERRAL_FLAG_REASONS).nullable(),
  /** The friend's first received order. */
  orderId: z.string(),
  referrerPoints: z.number().int(),
  friendPoints: z.number().int(),
  createdAt: z.string(),
  /** When the points were paid (at once, or when support approved). */
  rewardedAt: z.string().nullable(),
});
export type ReferralReview = z.infer<typeof referralReviewSchema>;

/** `POST referrals/{id}/approve`: the referred friend's id. */
export const referralParamsSchema = z.object({ id: idSchema });
