import { describe, expect, it } from 'vitest';
import { keepsPage, offlineRule } from './offline-rules.ts';

describe('what the installed app keeps for a bad connection', () => {
  it('keeps catalogue reads and the reader’s own data', () => {
    expect(offlineRule('/api/v1/products/abc')).toBe('catalogue');
    expect(offlineRule('/api/v1/businesses/social/mama-put')).toBe('catalogue');
    expect(offlineRule('/api/v1/posts')).toBe('catalogue');
    expect(offlineRule('/api/v1/comments')).toBe('catalogue');
    expect(offlineRule('/api/v1/categories')).toBe('catalogue');
    expect(offlineRule('/api/v1/users/me')).toBe('mine');
    expect(offlineRule('/api/v1/users/notifications')).toBe('mine');
    expect(offlineRule('/api/v1/conversations/unread-count')).toBe('mine');
  });

  it('never answers money from a copy, whatever the address it sits under', () => {
    for (const path of [
      '/api/v1/payments/wallet/u1',
      '/api/v1/users/u1/wallet',
      '/api/v1/orders',
      '/api/v1/businesses/b1/sales',
      '/api/v1/businesses/b1/analytics/daily',
      '/api/v1/posts/super-likes',
      '/api/v1/products/p1/prices',
      '/api/v1/plans',
      '/api/v1/themes',
      '/api/v1/withdrawals',
      '/api/v1/users/me/transactions',
    ])
      expect(offlineRule(path), path).toBe('never');
  });

  it('keeps nothing it was not told to, and nothing off the API', () => {
    expect(offlineRule('/api/v1/console/dashboard')).toBe('never');
    expect(offlineRule('/api/v1/users/u1/followers')).toBe('never');
    expect(offlineRule('/products/abc')).toBe('never');
  });

  it('keeps pages but those with a one-time token, a payment’s outcome or the console', () => {
    expect(keepsPage('/')).toBe(true);
    expect(keepsPage('/store/mama-put')).toBe(true);
    expect(keepsPage('/product/p1')).toBe(true);
    for (const path of [
      '/console',
      '/console/prices',
      '/news/unsubscribe/t',
      '/newsletter/confirm/t',
      '/auth/reset-password',
      '/auth/verify-email',
      '/shopper/checkout',
      '/shopper/checkout/result',
    ])
      expect(keepsPage(path), path).toBe(false);
  });
});
