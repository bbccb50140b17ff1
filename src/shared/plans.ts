/**
 * The plan matrix (decision 032): what each plan costs and allows. The server enforces it on
 * every gated call (403 PLAN_UPGRADE_REQUIRED); the pricing page and the account show it.
 */

import { PLAN_CODES, type PlanCode } from './constants.ts';
import { formatNumber } from './format.ts';

export type { PlanCode };

/** The month counts a plan is bought for (decision 032), and the discount each longer term earns. */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];
export const TERM_DISCOUNT_PERCENT: Record<PlanMonths, number> = { 1: 0, 3: 5, 6: 10, 12: 20 };

/** What a plan allows; a count of null has no limit. */
export type PlanLimits = {
  businesses: number;
  productsPerBusiness: number | null;
  /** Analytics for periods longer than 7 days (4 weeks, 3, 6 and 12 months, date ranges). */
  longAnalytics: boolean;
  /** The sales report as a CSV or PDF file. */
  salesReportExport: boolean;
  /** The balance paid into the bank every morning, without asking for each withdrawal. */
  autoPayouts: boolean;
  /** Newsletters each business may send in a calendar month (Lagos time). */
  newslettersPerMonth: number | null;
};

/** The yes/no features of a plan, the ones a gated call names. */
export type PlanFeature = 'longAnalytics' | 'salesReportExport' | 'autoPayouts';

export type Plan = {
  code: PlanCode;
  name: string;
  /** Naira a month on a one-month term; 0 for Free. */
  monthlyPrice: number;
  summary: string;
  limits: PlanLimits;
};

export const PLANS: Record<PlanCode, Plan> = {
  FREE: {
    code: 'FREE',
    name: 'Free',
    monthlyPrice: 0,
    summary: 'Open your store and take your first orders.',
    limits: {
      businesses: 1,
      productsPerBusiness: 20,
      longAnalytics: false,
      salesReportExport: false,
      autoPayouts: false,
      newslettersPerMonth: 2,
    },
  },
  GROWTH: {
    code: 'GROWTH',
    name: 'Growth',
    monthlyPrice: 4_500,
    summary: 'For a growing store that sells every day.',
    limits: {
      businesses: 3,
      productsPerBusiness: 300,
      longAnalytics: true,
      salesReportExport: true,
      autoPayouts: true,
      newslettersPerMonth: 8,
    },
  },
  PRO: {
    code: 'PRO',
    name: 'Pro',
    monthlyPrice: 12_000,
    summary: 'For brands with several stores and a large catalogue.',
    limits: {
      businesses: 10,
      productsPerBusiness: null,
      longAnalytics: true,
      salesReportExport: true,
      autoPayouts: true,
      newslettersPerMonth: null,
    },
  },
};

/** Higher plans come later in PLAN_CODES: moving up is an upgrade. */
export const planRank = (code: PlanCode) => PLAN_CODES.indexOf(code);

/** Naira for a term: a monthly price times the months, less the term's discount, whole naira. */
export function termAmount(monthlyPrice: number, months: PlanMonths): number {
  return Math.round((monthlyPrice * months * (100 - TERM_DISCOUNT_PERCENT[months])) / 100);
}

/** A term at the plan's configured price (the demo; Oja's price list may have set another). */
export const termPrice = (code: PlanCode, months: PlanMonths): number =>
  termAmount(PLANS[code].monthlyPrice, months);

/** What a plan includes, in words, for the pricing page and the account. */
export function planIncludes(limits: PlanLimits): string[] {
  const n = (count: number, one: string, many: string) =>
    `${formatNumber(count)} ${count === 1 ? one : many}`;
  return [
    n(limits.businesses, 'business', 'businesses'),
    limits.productsPerBusiness === null
      ? 'Unlimited products'
      : `${n(limits.productsPerBusiness, 'product', 'products')} per business`,
    limits.longAnalytics ? 'Analytics for up to 12 months' : 'Analytics for the last 7 days',
    ...(limits.salesReportExport ? ['Sales report as CSV and PDF'] : []),
    ...(limits.autoPayouts ? ['Automatic daily payouts to your bank'] : []),
    limits.newslettersPerMonth === null
      ? 'Unlimited newsletters to your subscribers'
      : `${n(limits.newslettersPerMonth, 'newsletter', 'newsletters')} a month to your subscribers`,
  ];
}

/** `at` plus whole months, kept to the last day of a shorter month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
