import {
  AD_HEADLINE_MAX,
  AD_PLACEMENTS,
  adBudget,
  MAX_AD_CPC,
  MAX_AD_DAILY_BUDGET,
  MAX_AD_DAYS,
  MIN_AD_CPC,
  MIN_AD_DAILY_BUDGET,
  type AdKind,
  type AdPlacement,
} from '#shared/ads.ts';
import { formatNaira } from '#shared/format.ts';
import type { AdCreateBody } from '#shared/schemas/ads.ts';

/** What an ad can promote, as the owner picks it and as its card shows it. */
export type AdChoice = {
  kind: AdKind;
  /** The product, post or business promoted. */
  targetId: string;
  title: string;
  /** The store's name (a product), the author (a post), the state (a store). */
  subtitle: string | null;
  image: string | null;
  /** A product's price in naira. */
  price: number | null;
};

/** Where, to whom, how much and for how long: the ad being written, before it is paid. */
export type AdDraft = {
  placements: AdPlacement[];
  states: string[];
  categories: string[];
  headline: string;
  /** Whole naira a day; '' while the field is empty. */
  dailyBudget: number | '';
  days: number | '';
  maxCpc: number | '';
};

/** Posts show best in the feed; products and stores among products and on the home page. */
export const placementsFor = (kind: AdKind): AdPlacement[] =>
  kind === 'POST' ? ['FEED', 'HOME_PAGE'] : ['HOME_PAGE', 'VENDORSTACK'];

export const newDraft = (kind: AdKind): AdDraft => ({
  placements: placementsFor(kind),
  states: [],
  categories: [],
  headline: '',
  dailyBudget: 1_000,
  days: 7,
  maxCpc: 50,
});

/** The whole price of the draft (its daily budget for each of its days), or 0 until both are set. */
export const draftTotal = (d: AdDraft) =>
  typeof d.dailyBudget === 'number' && typeof d.days === 'number'
    ? adBudget(d.dailyBudget, d.days)
    : 0;

const amountError = (value: number | '', min: number, max: number, verb: string, whole: string) => {
  if (value === '' || !Number.isFinite(value)) return 'Enter an amount in naira';
  if (value < min) return `The least you can ${verb} is ${formatNaira(min)}`;
  if (value > max) return `The most you can ${verb} at once is ${formatNaira(max)}`;
  if (!Number.isInteger(value)) return `Use whole naira for the ${whole}`;
  return null;
};

/** What is wrong with where and to whom the ad shows, in the server's words. */
export function whereErrors(d: AdDraft): Partial<Record<keyof AdDraft, string>> {
  const errors: Partial<Record<keyof AdDraft, string>> = {};
  if (d.placements.length === 0) errors.placements = 'Choose at least one place to show it';
  if (d.headline.trim().length > AD_HEADLINE_MAX)
    errors.headline = `A headline has at most ${AD_HEADLINE_MAX} characters`;
  return errors;
}

/** What is wrong with the budget, in the server's words. */
export function budgetErrors(d: AdDraft): Partial<Record<keyof AdDraft, string>> {
  const errors: Partial<Record<keyof AdDraft, string>> = {};
  const daily = amountError(
    d.dailyBudget,
    MIN_AD_DAILY_BUDGET,
    MAX_AD_DAILY_BUDGET,
    'spend a day',
    'daily budget',
  );
  if (daily) errors.dailyBudget = daily;
  const cpc = amountError(d.maxCpc, MIN_AD_CPC, MAX_AD_CPC, 'pay for a click', 'price per click');
  if (cpc) errors.maxCpc = cpc;
  if (typeof d.days !== 'number' || !Number.isInteger(d.days) || d.days < 1 || d.days > MAX_AD_DAYS)
    errors.days = `Run it for 1 to ${MAX_AD_DAYS} days`;
  return errors;
}

/**
 * The request that buys the draft: `amount` is the total the owner was shown, `points` the Oja
 * points paying part or all of it (sent only when some are).
 */
export function adBody(
  target: AdChoice,
  d: AdDraft,
  payWith: 'WALLET' | 'CARD',
  points = 0,
): AdCreateBody {
  const headline = d.headline.trim();
  return {
    kind: target.kind,
    targetId: target.targetId,
    ...(headline ? { headline } : {}),
    // In the contract's order, so the same choice always makes the same request.
    placements: AD_PLACEMENTS.filter((p) => d.placements.includes(p)),
    states: [...d.states].sort(),
    categories: [...d.categories].sort(),
    dailyBudget: d.dailyBudget as number,
    days: d.days as number,
    maxCpc: d.maxCpc as number,
    amount: draftTotal(d),
    ...(points > 0 ? { point: points } : {}),
    payWith,
  };
}

/** FNV-1a of a text, in hex: short and the same for the same text. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of an order: one per writing of an ad, and another as soon as anything in
 * the request differs, so a retry buys once and a changed order is a new one.
 */
export const orderKey = (base: string, body: AdCreateBody) =>
  `${base}-${fingerprint(JSON.stringify(body))}`;
