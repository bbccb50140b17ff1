import { desc, eq, lte, sql } from 'drizzle-orm';
import type {
  CommissionOverview,
  CommissionRate,
  CommissionRateBody,
} from '#shared/schemas/commission.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { commissionRates } from './commission.schema.ts';

/** A moment a little in the past still counts as "now": the form's clock is not the server's. */
const NOW_SLACK_MS = 5 * 60_000;

/**
 * Oja's commission over time (decision 078): the rate in force at a moment, and new rates that
 * start now or later. An order keeps the rate of its placing, so no change rewrites past orders.
 */
export function createCommissionRates(deps: { db: Db; defaultPercent: number }) {
  const { db } = deps;

  const views = (executor: Executor) =>
    executor
      .select({
        row: commissionRates,
        setBy: sql<string | null>`${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName}`,
      })
      .from(commissionRates)
      .leftJoin(usersReadOnly, eq(usersReadOnly.id, commissionRates.setBy));

  const toView = (r: { row: typeof commissionRates.$inferSelect; setBy: string | null }) =>
    ({
      _id: r.row.id,
      percent: r.row.percent,
      effectiveFrom: r.row.effectiveFrom.toISOString(),
      reason: r.row.reason,
      setBy: r.setBy,
    }) satisfies CommissionRate;

  const configured: CommissionRate = {
    _id: null,
    percent: deps.defaultPercent,
    effectiveFrom: null,
    reason: null,
    setBy: null,
  };

  return {
    /** The percentage in force at `when` (the configured one before any rate was set). */
    async at(executor: Executor, when: Date): Promise<number> {
      const [row] = await executor
        .select({ percent: commissionRates.percent })
        .from(commissionRates)
        .where(lte(commissionRates.effectiveFrom, when))
        .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.createdAt))
        .limit(1);
      return row?.percent ?? deps.defaultPercent;
    },

    async overview(now = new Date()): Promise<CommissionOverview> {
      const rows = (
        await views(db).orderBy(
          desc(commissionRates.effectiveFrom),
          desc(commissionRates.createdAt),
        )
      ).map(toView);
      const started = rows.filter((r) => new Date(r.effectiveFrom).getTime() <= now.getTime());
      return {
        current: started[0] ?? configured,
        scheduled: rows.filter((r) => !started.includes(r)).reverse(),
        past: [...started.slice(1), ...(started.length > 0 ? [configured] : [])],
      };
    },

    /** Adds a rate from now or a later moment; the console records it in the same transaction. */
    async set(tx: Executor, staffId: string, body: CommissionRateBody, now = new Date()) {
      const from = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
      if (from.getTime() < now.getTime() - NOW_SLACK_MS)
        throw badRequest({
          effectiveFrom: 'A new rate starts now or later: orders already placed keep theirs',
        });
      const [row] = await tx
        .insert(commissionRates)
        .values({
          percent: body.percent,
          effectiveFrom: from < now ? now : from,
          reason: body.reason,
          setBy: staffId,
        })
        .returning();
      return { before: await this.at(tx, new Date(from.getTime() - 1)), row: row! };
    },
  };
}

export type CommissionRates = ReturnType<typeof createCommissionRates>;
