/**
 * What the installed app keeps on the phone for a bad connection (decision 081), as plain rules
 * the service worker (`src/web/sw.ts`) and its tests read.
 *
 * - `catalogue`: what anyone may see (products, stores, posts, comments, categories): kept and
 *   shown at once to visitors while a fresh copy is fetched; a signed-in reader gets the network's
 *   answer first, so a like they just made is never undone by an older copy.
 * - `mine`: the reader's own data (their account, notifications, conversations): the network's
 *   answer first, the last one kept when there is none.
 * - `never`: everything else, and anything about money whatever its address: a balance, a
 *   payment, an order's total or a price is never shown from a copy.
 */
export type OfflineRule = 'catalogue' | 'mine' | 'never';

const API = '/api/v1/';

/** Any of these words in an address means money: never answered from a copy. */
const MONEY =
  /\/(wallet|payments?|transactions?|withdrawals?|payouts?|ledger|orders?|checkout|plans?|prices?|subscriptions?|sales|analytics|earnings|vouchers?|rewards|referrals|badges?|ads|themes|gifts?|super-likes?|fundings?|bank|balance)(\/|$)/;

const CATALOGUE = /^(products|businesses|posts|comments|categories|reference|guides|blog)(\/|$)/;
const MINE =
  /^(users\/me|users\/notifications|users\/notification-preferences|conversations)(\/|$)/;

/** The rule for a GET to this path on Oja's own origin. */
export function offlineRule(pathname: string): OfflineRule {
  if (!pathname.startsWith(API)) return 'never';
  const rest = pathname.slice(API.length);
  if (MONEY.test(`/${rest}`)) return 'never';
  if (CATALOGUE.test(rest)) return 'catalogue';
  if (MINE.test(rest)) return 'mine';
  return 'never';
}

/**
 * Pages kept for offline use once opened: all but those holding a one-time token or a payment's
 * outcome, and the operator console (staff work online).
 */
export function keepsPage(pathname: string): boolean {
  return !/^\/(console|news\/|newsletter\/|auth\/(reset-password|verify-email)|shopper\/checkout|dev\/)/.test(
    pathname,
  );
}

/** The page the app opens with when a page it has not kept is asked for offline. */
export const APP_SHELL = '/app-shell';

/** The tag of the background sync that sends what was done offline (likes, follows, comments). */
export const QUEUED_SYNC_TAG = 'oja-queued';

/** Where the phone keeps what was done offline (`src/web/lib/offline-queue.ts`); logout clears it. */
export const KEPT_CALLS_STORAGE = 'oja-kept-calls';

/** Messages between the pages and the service worker. */
export const WORKER_MESSAGES = {
  /** Page → worker: take over now (no checkout or form is open). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: keep what the first visit loaded before the worker was there. */
  keepLoaded: 'KEEP_LOADED',
  /** Worker → pages: the network is back, send what waits. */
  sendQueued: 'SEND_QUEUED',
  /** Page → worker: what have you downloaded since I last asked? Worker → page: this. */
  dataUse: 'DATA_USE',
} as const;
