import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { PLAN_MONTHS, TERM_DISCOUNT_PERCENT, termAmount, type PlanMonths } from '#shared/plans.ts';
import type { MyThemes, StoreLook, ThemeStyleBody, ThemeView } from '#shared/schemas/themes.ts';
import { DEFAULT_THEME, THEME_IDS, THEMES, type ThemeId } from '#shared/themes.ts';
import { readableAccent } from '#shared/theme-accent.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { MediaCheck } from '../../media.ts';
import { pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { PayWith, PurchasesService } from '../payments/purchases.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { termPrices } from '../prices/prices.public.ts';
import type { PriceList } from '../prices/prices.service.ts';
import {
  createThemeExpiry,
  deliverTheme,
  KIND,
  themeOrder,
  type ThemeDetails,
} from './theme-terms.ts';
import * as repo from './themes.repo.ts';

export type ThemesService = ReturnType<typeof createThemesService>;

const PAID: ThemeId[] = THEME_IDS.filter((id) => THEMES[id].monthlyPrice > 0);
const isFree = (id: ThemeId) => THEMES[id].monthlyPrice === 0;

/** A theme at its monthly price now (Oja's price list, decision 079). */
function themeView(id: ThemeId, monthlyPrice: number): ThemeView {
  const t = THEMES[id];
  return {
    _id: id,
    name: t.name,
    summary: t.summary,
    monthlyPrice,
    terms: isFree(id)
      ? []
      : PLAN_MONTHS.map((months) => ({
          months,
          amount: termAmount(monthlyPrice, months),
          discountPercent: TERM_DISCOUNT_PERCENT[months],
        })),
    tokens: t.tokens,
    layout: t.layout,
  };
}

/** The accent an owner chose, as it reads on this theme (AA against its page, cards and label). */
const accentOn = (id: ThemeId, accent: string) => readableAccent(THEMES[id].tokens, accent);

/** A theme as one store shows it: the owner's readable accent as its primary, and its hero. */
export function lookOf(
  id: ThemeId,
  style: { accent: string | null; hero: string | null },
): StoreLook {
  const t = THEMES[id];
  return {
    theme: id,
    name: t.name,
    tokens: style.accent ? { ...t.tokens, primary: accentOn(id, style.accent) } : t.tokens,
    layout: t.layout,
    hero: style.hero,
  };
}

/**
 * Store themes (decision 051): free ones for everyone; paid ones bought for 1, 3, 6 or 12
 * months through the purchase service, or included in Pro. A store shows the theme its owner
 * chose while they hold it, else the default, read in SQL so an ended term shows at once.
 */
export function createThemesService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  businesses: Pick<BusinessesService, 'owned'>;
  plans: Pick<PlansService, 'planOf'>;
  checkMedia: MediaCheck;
  prices: Pick<PriceList, 'at' | 'allAt'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const prices = termPrices(deps.prices);
  deps.purchases.offer(KIND, {
    delivered: (tx, purchase, publish) => deliverTheme(tx, purchase, publish, now()),
  });

  /** What a user holds: free themes, their running terms, and every paid theme on Pro. */
  async function ownedThemes(userId: string): Promise<MyThemes['owned']> {
    const at = now();
    const [terms, plan] = await Promise.all([
      repo.liveTerms(db, userId, at),
      deps.plans.planOf(userId),
    ]);
    return THEME_IDS.flatMap((id): MyThemes['owned'] => {
      if (isFree(id))
        return [{ theme: id, name: THEMES[id].name, how: 'free', endsAt: null, autoRenew: false }];
      const mine = terms.filter((t) => t.themeId === id);
      const last = mine[mine.length - 1];
      if (last && mine[0]!.startsAt <= at)
        return [
          {
            theme: id,
            name: THEMES[id].name,
            how: 'bought',
            endsAt: last.endsAt.toISOString(),
            autoRenew: last.autoRenew,
          },
        ];
      if (plan === 'PRO')
        return [{ theme: id, name: THEMES[id].name, how: 'plan', endsAt: null, autoRenew: false }];
      return [];
    });
  }

  /** The themes the user holds and what each of their stores shows. */
  async function myThemes(userId: string): Promise<MyThemes> {
    const [owned, stores] = await Promise.all([ownedThemes(userId), repo.ownersStores(db, userId)]);
    const holds = new Set(owned.map((o) => o.theme));
    return {
      owned,
      stores: stores.map((s) => {
        const chosen = s.themeId ?? DEFAULT_THEME;
        const theme = holds.has(chosen) ? chosen : DEFAULT_THEME;
        return {
          _id: s.businessId,
          name: s.name,
          handle: s.handle,
          theme,
          chosen: chosen === theme ? null : chosen,
          accent: s.accent,
          hero: s.hero,
        };
      }),
    };
  }

  async function holds(userId: string, id: ThemeId) {
    return isFree(id) || (await ownedThemes(userId)).some((o) => o.theme === id);
  }

  return {
    async list(page: number, limit: number) {
      const all = await deps.prices.allAt();
      const rows = THEME_IDS.slice((page - 1) * limit, page * limit).map((id) =>
        themeView(id, koboToNaira(all[`theme:${id}`])),
      );
      return pageOf(rows, THEME_IDS.length, page, limit);
    },

    get: async (id: ThemeId) => themeView(id, await prices.monthly(`theme:${id}`)),

    myThemes,

    /**
     * `POST themes/{id}/subscribe`: a term of a paid theme at the price the buyer was shown,
     * from the wallet (held when this returns), by card (once the payment is applied) or points.
     */
    async subscribe(
      userId: string,
      id: ThemeId,
      order: {
        months: PlanMonths;
        amount: number;
        points?: number;
        payWith?: PayWith;
        autoRenew?: boolean;
        key?: string;
        returnOrigin?: string | null;
      },
    ) {
      if (isFree(id)) throw conflict(`${THEMES[id].name} is free: activate it for your store`);
      const price = await prices.term(`theme:${id}`, order.months);
      if (order.amount !== price)
        throw conflict(`The price of this theme is now ${formatNaira(price)}`, {
          amount: `The price of this theme is now ${formatNaira(price)}`,
        });
      const bought = await deps.purchases.buy(userId, {
        ...themeOrder(id, order.months, nairaToKobo(price)),
        key: order.key,
        points: order.points,
        payWith: order.payWith,
        details: {
          theme: id,
          months: order.months,
          autoRenew: order.autoRenew ?? false,
        } satisfies ThemeDetails,
        returnPath: (payment) => `/themes?payment=${payment.id}`,
        returnOrigin: order.returnOrigin,
      });
      return {
        themes: await myThemes(userId),
        status: bought.purchase.status,
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },

    /** `PATCH themes/{id}/businesses/{businessId}/active`: the owner's store shows this theme. */
    async activate(userId: string, id: ThemeId, businessId: string) {
      await deps.businesses.owned(userId, businessId);
      if (!(await holds(userId, id)))
        throw new AppError(
          402,
          'THEME_NOT_OWNED',
          `Buy ${THEMES[id].name} first (from ${formatNaira(await prices.monthly(`theme:${id}`))} a month), or choose a theme you have`,
        );
      await repo.chooseTheme(db, businessId, id);
      return look(businessId);
    },

    /**
     * The owner's accent colour and hero picture on their store. A colour that would not read
     * on the store's theme is moved to the nearest one that does, and `adjusted` says so.
     */
    async setStyle(userId: string, businessId: string, body: ThemeStyleBody) {
      await deps.businesses.owned(userId, businessId);
      await deps.checkMedia([body.hero], 'hero', userId);
      const current = await look(businessId);
      const accent = body.accent?.toLowerCase() ?? null;
      await repo.setStyle(db, businessId, current.theme, { accent, hero: body.hero });
      const updated = await look(businessId);
      return {
        look: updated,
        adjusted: accent !== null && accentOn(updated.theme, accent) !== accent,
      };
    },

    async setAutoRenew(userId: string, id: ThemeId, autoRenew: boolean) {
      await repo.setAutoRenew(db, userId, id, autoRenew);
      return myThemes(userId);
    },

    /** How a store looks now (the storefront carries it). */
    look,

    runExpiry: createThemeExpiry({ ...deps, prices, now }),
  };

  async function look(businessId: string): Promise<StoreLook> {
    const row = await repo.storeTheme(db, businessId, PAID);
    if (!row) throw notFound('Business');
    const id = row.themeId && row.holds ? row.themeId : DEFAULT_THEME;
    return lookOf(id, { accent: row.accent, hero: row.hero });
  }
}
