import { sql, type SQL } from 'drizzle-orm';
import { defineEvent } from '../../events/events.ts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLAN_CODES, type PlanCode } from '#shared/constants.ts';
import { PLANS, type PlanFeature } from '#shared/plans.ts';
import { planUpgradeRequired } from '../../errors.ts';

/**
 * What other modules may read of plans: the terms bought, so a read can name a user's plan in
 * its own query (see `currentPlanOf` in plans.repo.ts for the rule: the ACTIVE term whose span
 * holds now). Checked against the table by public-surfaces.test.ts.
 */
export const planTermsReadOnly = pgTable('plan_terms', {
  userId: uuid('user_id').notNull(),
  plan: text('plan', { enum: PLAN_CODES }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: ['ACTIVE', 'ENDED', 'REPLACED'] }).notNull(),
});

/**
 * SQL for the plan code of the user whose id is `userId` now: their running term's, or FREE.
 * `userId` is written out qualified (sql`"users"."id"`): a bare column may be rendered without
 * its table and then name the term's own column.
 */
export const currentPlanSql = (userId: SQL) =>
  sql<PlanCode>`coalesce((
    SELECT t.plan FROM ${planTermsReadOnly} t
    WHERE t.user_id = ${userId} AND t.status = 'ACTIVE' AND t.starts_at <= now() AND t.ends_at > now()
    ORDER BY t.starts_at DESC LIMIT 1), 'FREE')`;

/**
 * SQL for when the plan `currentPlanSql` names changes by the clock alone (the next start or end
 * of an ACTIVE term), or null: a copy of the plan is true until then.
 */
export const planChangesAtSql = (userId: SQL) =>
  sql<Date | null>`(SELECT min(x) FROM (
    SELECT CASE WHEN t.starts_at > now() THEN t.starts_at ELSE t.ends_at END AS x
    FROM ${planTermsReadOnly} t
    WHERE t.user_id = ${userId} AND t.status = 'ACTIVE' AND t.ends_at > now()) s)`;

/** Refuses (403 PLAN_UPGRADE_REQUIRED) a feature that plan `code` does not include. */
export function requirePlanFeature(code: PlanCode, feature: PlanFeature, what: string): void {
  if (!PLANS[code].limits[feature])
    throw planUpgradeRequired(`${what} is not part of the ${PLANS[code].name} plan`);
}

/** What happened to a user's plan, for their notification and e-mail. */
export const planNoticed = defineEvent<{
  userId: string;
  notice: 'reminder' | 'renewed' | 'ended' | 'renewal_failed';
  planName: string;
  /** When the plan ends (reminder), ended, or now runs to (renewed). */
  at: string;
  /** Naira charged (renewed) or due (reminder with renewal, renewal failed). */
  amount: number | null;
}>('plan-noticed');
