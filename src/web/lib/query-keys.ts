/**
 * Query keys of the resources more than one feature reads or refreshes. Features do not import
 * each other, so the key of a shared resource lives here; a feature's own resources keep their
 * keys in its `api/keys.ts`. Every query, invalidation and cache write uses these factories.
 */

/**
 * The signed-in user's Oja points (the rewards feature's keys all begin with `all`): whatever
 * offers points reads `summary`, and buying with them refreshes `all`.
 */
export const pointsKeys = {
  all: ['rewards'] as const,
  summary: ['rewards', 'summary'] as const,
};

/** The signed-in user's profile: its businesses, addresses, follows and likes. */
export const meKeys = {
  all: ['me'] as const,
};

/**
 * Verification badge checklists (the badges feature's keys all begin with this): becoming a
 * creator changes which badge the user works towards.
 */
export const badgeChecklistKeys = {
  all: ['badge-verification'] as const,
};

/** Businesses: one by id (dashboard, checkout), one by handle (storefront) and the lists. */
export const businessKeys = {
  all: ['businesses'] as const,
  list: <F extends object>(filters: F) => ['businesses', filters] as const,
  populars: (limit: number) => ['businesses', 'populars', limit] as const,
  detail: (id: string) => ['business', id] as const,
  storefront: (handle: string) => ['storefront', handle] as const,
};

/** Reference data: Nigerian states, their LGAs and the marketplace categories. */
export const referenceKeys = {
  states: (country: string) => ['states', country] as const,
  lgas: (state: string | null) => ['lgas', state] as const,
  categories: ['categories'] as const,
};

/**
 * Support requests: the signed-in user's list, one thread (with the visitor's key, if any) and
 * Oja support's inbox. Live updates of kind `support` refresh them.
 */
export const supportKeys = {
  all: ['support'] as const,
  /** Every page of the signed-in user's list. */
  mineAll: ['support', 'mine'] as const,
  mine: (page: number) => ['support', 'mine', page] as const,
  detail: (id: string, key: string | null) => ['support', 'request', id, key] as const,
  /** Every page and filter of the inbox. */
  inboxAll: ['support', 'inbox'] as const,
  inbox: <F extends object>(filter: F) => ['support', 'inbox', filter] as const,
};

/**
 * The wallet: its balance, its history per filter, and a funding's result. What is bought from
 * the wallet (plans, badges, subscriptions) refreshes it.
 */
export const walletKeys = {
  balances: ['wallet-balance'] as const,
  balance: (userId: string) => ['wallet-balance', userId] as const,
  histories: ['wallet-history'] as const,
  history: <F extends object>(userId: string, filters: F) =>
    ['wallet-history', userId, filters] as const,
  funding: (transactionId: string | null) => ['wallet-funding', transactionId] as const,
};

/** The signed-in user's plan and the terms they bought (the pricing page marks the plan too). */
export const planKeys = {
  all: ['plans'] as const,
  list: ['plans', 'list'] as const,
  mine: ['plans', 'mine'] as const,
  history: (page: number) => ['plans', 'history', page] as const,
  /** Outside `all`: the check of a payment refreshes the plan, not itself. */
  payment: (id: string | null) => ['plan-payment', id] as const,
};
