import { koboToNaira } from '#shared/money.ts';
import { addMonths, type PlanMonths } from '#shared/plans.ts';
import { THEMES, type ThemeId } from '#shared/themes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { TermPrices } from '../prices/prices.public.ts';
import type {
  PurchaseOrder,
  PurchaseRow,
  PurchasesService,
} from '../payments/purchases.service.ts';
import { themeNoticed } from './themes.public.ts';
import * as repo from './themes.repo.ts';

/** The purchase kind of a theme term. */
export const KIND = 'THEME' as const;

/** What a theme purchase carries to its delivery. */
export type ThemeDetails = {
  theme: ThemeId;
  months: PlanMonths;
  autoRenew: boolean;
  renewalOf?: string;
};

/** A reminder goes this long before a theme ends; renewal happens in its last hour. */
export const REMINDER_MS = 3 * 24 * 3_600_000;
const RENEW_AHEAD_MS = 3_600_000;
const JOB_BATCH = 200;

/** The purchase order of a term of a theme (bought or renewed) at its price. */
export function themeOrder(theme: ThemeId, months: PlanMonths, priceKobo: bigint) {
  return {
    kind: KIND,
    priceKobo,
    payees: [{ account: accounts.revenue, amountKobo: priceKobo }],
    memo: `${THEMES[theme].name} theme for ${months} month${months > 1 ? 's' : ''}`,
  } satisfies Partial<PurchaseOrder>;
}

/** A paid term: placed after the user's running terms of that theme, or from now. */
export async function deliverTheme(tx: Tx, purchase: PurchaseRow, publish: Publish, at: Date) {
  const d = purchase.details as ThemeDetails;
  await repo.lockUserTheme(tx, purchase.buyerId, d.theme);
  const active = await repo.liveTerms(tx, purchase.buyerId, new Date(0), d.theme);
  // A renewal goes ahead only if its term is still the last one and still renews.
  if (d.renewalOf) {
    const renewed = active.find((t) => t.id === d.renewalOf);
    if (!renewed?.autoRenew || active[active.length - 1] !== renewed)
      throw conflict('This theme no longer renews');
  }
  const running = active.filter((t) => t.endsAt > at);
  const startsAt = running.length > 0 ? running[running.length - 1]!.endsAt : at;
  const term = await repo.insertTerm(tx, {
    userId: purchase.buyerId,
    themeId: d.theme,
    months: d.months,
    priceKobo: purchase.priceKobo,
    startsAt,
    endsAt: addMonths(startsAt, d.months),
    autoRenew: d.autoRenew,
    purchaseId: purchase.id,
    renewalOf: d.renewalOf ?? null,
  });
  if (term && d.renewalOf)
    await publish(themeNoticed, {
      userId: purchase.buyerId,
      notice: 'renewed',
      themeName: THEMES[d.theme].name,
      at: term.endsAt.toISOString(),
      amount: koboToNaira(purchase.priceKobo),
      stores: [],
    });
}

/**
 * The expiry job: terms followed by others end; a last term 3 days from its end is reminded of;
 * at its end it renews from the wallet when asked to, else it ends and the stores that showed
 * it are back on the default theme (read that way at once: see `storeTheme`). Each step is its
 * own transaction and safe to repeat; a renewal's purchase key is its term's.
 */
export function createThemeExpiry(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'buy'>;
  prices: TermPrices;
  now: () => Date;
}) {
  const { db, now } = deps;

  async function renew(term: repo.ThemeTermRow): Promise<boolean> {
    const months = term.months as PlanMonths;
    const priceKobo = await deps.prices.renewalKobo(`theme:${term.themeId}`, term);
    try {
      await deps.purchases.buy(term.userId, {
        ...themeOrder(term.themeId, months, priceKobo),
        key: `renewal:${term.id}`,
        payWith: 'WALLET',
        details: { theme: term.themeId, months, autoRenew: true, renewalOf: term.id },
        returnPath: () => '/themes',
      });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) return false;
      throw err;
    }
  }

  return async function runExpiry(): Promise<number> {
    const at = now();
    let handled = 0;
    for (const { id } of await repo.overTermsWithSuccessor(db, at, JOB_BATCH)) {
      await repo.endTerm(db, id);
      handled += 1;
    }
    const due = await repo.lastTermsEndingBy(db, new Date(at.getTime() + REMINDER_MS), JOB_BATCH);
    for (const term of due) {
      const themeName = THEMES[term.themeId].name;
      // What the renewal will cost at the term's end, as the reminder says.
      const amount = term.autoRenew
        ? koboToNaira(await deps.prices.renewalKobo(`theme:${term.themeId}`, term, term.endsAt))
        : null;
      if (term.autoRenew && term.endsAt.getTime() <= at.getTime() + RENEW_AHEAD_MS) {
        if (await renew(term)) {
          handled += 1;
          continue;
        }
      }
      if (term.endsAt <= at) {
        await deps.events.transaction(async (tx, publish) => {
          await repo.lockUserTheme(tx, term.userId, term.themeId);
          const live = await repo.liveTerms(tx, term.userId, new Date(0), term.themeId);
          const current = live.find((t) => t.id === term.id);
          if (!current) return;
          await repo.endTerm(tx, term.id);
          if (live[live.length - 1] !== current) return;
          await publish(themeNoticed, {
            userId: term.userId,
            notice: current.autoRenew ? 'renewal_failed' : 'ended',
            themeName,
            at: term.endsAt.toISOString(),
            amount,
            stores: await repo.storesShowing(tx, term.userId, term.themeId),
          });
        });
        handled += 1;
      } else if (!term.remindedAt) {
        await deps.events.transaction(async (tx, publish) => {
          await repo.markReminded(tx, term.id, at);
          await publish(themeNoticed, {
            userId: term.userId,
            notice: 'reminder',
            themeName,
            at: term.endsAt.toISOString(),
            amount,
            stores: [],
          });
        });
        handled += 1;
      }
    }
    return handled;
  };
}
