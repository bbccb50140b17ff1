import type { WaitListBody } from '#shared/schemas/wait-list.ts';
import type { RateLimitRule } from '../../config.ts';
import { toCsv } from '../../csv.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { formatDate } from '#shared/dates.ts';
import { spendAllowances, type AttemptCounter } from '../../plugins/rate-limit.ts';
import { listEntries, upsertEntry } from './wait-list.repo.ts';

export type WaitListService = ReturnType<typeof createWaitListService>;

const hour = 3_600_000;
/** Joins per e-mail address or phone number, and per network address. */
export const WAIT_LIST_LIMITS = {
  perContact: [{ max: 3, timeWindowMs: 24 * hour }] as RateLimitRule[],
  perAddress: [{ max: 20, timeWindowMs: hour }] as RateLimitRule[],
};

const AUDIENCE = { shop: 'shoppers', sell: 'sellers' } as const;

/**
 * The wait-list: people who want Oja where it has not opened yet, or for what it does not do yet.
 * Joining again updates the person's row, and the answer is the same either way, so it never
 * tells whether someone's e-mail address or number is already on the list.
 */
export function createWaitListService(deps: {
  db: Db;
  attempts: AttemptCounter;
  /** The state's name as Oja writes it, or a 400 naming the field. */
  nigerianState: (state: string) => string;
}) {
  const { db } = deps;
  return {
    async join(body: WaitListBody, ip: string): Promise<string> {
      const state = deps.nigerianState(body.state);
      await spendAllowances(deps.attempts, [
        { key: `wait-list:ip:${ip}`, rules: WAIT_LIST_LIMITS.perAddress, what: 'sign-ups' },
        ...[body.email, body.phone]
          .filter((c): c is string => Boolean(c))
          .map((c) => ({
            key: `wait-list:contact:${c}`,
            rules: WAIT_LIST_LIMITS.perContact,
            what: 'sign-ups for this contact',
          })),
      ]);
      const entry = {
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        wants: body.wants,
        state,
      };
      const save = () => db.transaction((tx) => upsertEntry(tx, entry));
      // Two joins with the same new contact at once: the second finds the first's row.
      await save().catch((err: unknown) => {
        if (uniqueViolation(err)) return save();
        throw err;
      });
      const first = body.name.split(/\s+/)[0];
      return `Thank you, ${first}. We will tell you as soon as Oja opens for ${AUDIENCE[body.wants]} in ${state}.`;
    },

    /** The whole list as CSV, for Oja support. */
    async exportCsv(): Promise<string> {
      const rows = await listEntries(db);
      return toCsv([
        ['Name', 'Email', 'Phone', 'Wants to', 'State', 'Joined (Lagos)', 'Last updated (Lagos)'],
        ...rows.map((r) => [
          r.name,
          r.email ?? '',
          r.phone ? `0${r.phone}` : '',
          r.wants,
          r.state,
          formatDate(r.createdAt, 'dateTime', 'lagos'),
          formatDate(r.updatedAt, 'dateTime', 'lagos'),
        ]),
      ]);
    },
  };
}
