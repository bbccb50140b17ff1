import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PlanCode } from '#shared/plans.ts';
import type { Db } from '../db/client.ts';

/**
 * Puts a user on a paid plan for a month, for tests of features a plan allows (the purchase of a
 * plan is tested in plans.api.test.ts).
 */
export async function givePlan(db: Db, userId: string, plan: Exclude<PlanCode, 'FREE'> = 'PRO') {
  await db.execute(sql`
    INSERT INTO plan_terms (id, user_id, plan, months, price_kobo, paid_kobo, starts_at, ends_at, auto_renew)
    VALUES (${uuidv7()}, ${userId}, ${plan}, 1, 0, 0, now() - interval '1 minute',
      now() + interval '1 month', false)`);
}
