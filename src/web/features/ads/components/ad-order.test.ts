import { describe, expect, it } from 'vitest';
import { adCreateBodySchema } from '#shared/schemas/ads.ts';
import {
  adBody,
  budgetErrors,
  draftTotal,
  newDraft,
  orderKey,
  whereErrors,
  type AdChoice,
  type AdDraft,
} from './ad-order.ts';

const product: AdChoice = {
  kind: 'PRODUCT',
  targetId: '01900000-0000-7000-8000-000000000001',
  title: 'Adire two-piece',
  subtitle: 'Adire Lounge',
  image: null,
  price: 18_500,
};

/** The server's message for each field of a draft's request, as the form's checks should say it. */
function serverErrors(d: AdDraft): Record<string, string> {
  const parsed = adCreateBodySchema.safeParse({ ...adBody(product, d, 'WALLET'), amount: 1 });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('an ad being written', () => {
  it('totals its daily budget for each of its days, and sends that total', () => {
    const d = { ...newDraft('PRODUCT'), dailyBudget: 1_500, days: 14 } as AdDraft;
    expect(draftTotal(d)).toBe(21_000);
    expect(adBody(product, d, 'CARD')).toMatchObject({ amount: 21_000, payWith: 'CARD' });
    expect(draftTotal({ ...d, days: '' })).toBe(0);
  });

  it.each<[string, Partial<AdDraft>]>([
    ['a fine budget', {}],
    ['a daily budget under ₦500', { dailyBudget: 499 }],
    ['a daily budget over the most', { dailyBudget: 1_000_001 }],
    ['part of a naira a day', { dailyBudget: 600.5 }],
    ['no daily budget', { dailyBudget: '' }],
    ['a click under ₦20', { maxCpc: 19 }],
    ['a click over the most', { maxCpc: 5_001 }],
    ['no days', { days: 0 }],
    ['more than 90 days', { days: 91 }],
    ['no place to show it', { placements: [] }],
    ['a headline too long', { headline: 'x'.repeat(61) }],
  ])('says what the server says about %s', (_, change) => {
    const d = { ...newDraft('PRODUCT'), ...change };
    const mine = { ...whereErrors(d), ...budgetErrors(d) };
    const server = serverErrors(d);
    for (const field of ['dailyBudget', 'maxCpc', 'days', 'placements', 'headline'] as const)
      expect(mine[field], field).toBe(server[field]);
  });

  it('leaves out an empty headline and sends its choices in one order', () => {
    const a = adBody(
      product,
      {
        ...newDraft('PRODUCT'),
        placements: ['VENDORSTACK', 'HOME_PAGE'],
        states: ['Oyo', 'Lagos'],
      },
      'WALLET',
    );
    const b = adBody(
      product,
      {
        ...newDraft('PRODUCT'),
        placements: ['HOME_PAGE', 'VENDORSTACK'],
        states: ['Lagos', 'Oyo'],
      },
      'WALLET',
    );
    expect(a).not.toHaveProperty('headline');
    expect(a).toEqual(b);
    expect(orderKey('k', a)).toBe(orderKey('k', b));
  });

  it('keys a changed order apart from the first, and the same order alike', () => {
    const first = adBody(product, newDraft('PRODUCT'), 'WALLET');
    const longer = adBody(product, { ...newDraft('PRODUCT'), days: 8 }, 'WALLET');
    expect(orderKey('k', first)).not.toBe(orderKey('k', longer));
    expect(orderKey('k', first)).not.toBe(orderKey('j', first));
    expect(orderKey('k', first)).toMatch(/^k-[0-9a-f]{8}$/);
    // Points or none is a change of mind: another order.
    const withPoints = adBody(product, newDraft('PRODUCT'), 'WALLET', 500);
    expect(withPoints).toMatchObject({ point: 500 });
    expect(first).not.toHaveProperty('point');
    expect(orderKey('k', withPoints)).not.toBe(orderKey('k', first));
  });

  it('starts a post in the feed and a product or store among products', () => {
    expect(newDraft('POST').placements).toEqual(['FEED', 'HOME_PAGE']);
    expect(newDraft('STORE').placements).toEqual(['HOME_PAGE', 'VENDORSTACK']);
  });
});
