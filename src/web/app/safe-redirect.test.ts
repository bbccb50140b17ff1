import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN, safeRedirect } from './safe-redirect.ts';

describe('where login comes back to', () => {
  it('follows a path of this site, with its query and fragment', () => {
    expect(safeRedirect('/product/0193a1b2-0000-7000-8000-000000000001')).toBe(
      '/product/0193a1b2-0000-7000-8000-000000000001',
    );
    expect(safeRedirect('/explore/creators?q=ada&page=2')).toBe('/explore/creators?q=ada&page=2');
    expect(safeRedirect('/store/adire-lounge?message=seller#reviews')).toBe(
      '/store/adire-lounge?message=seller#reviews',
    );
    expect(safeRedirect('/')).toBe('/');
  });

  it('goes to the shop when no page sent the user, or to the fallback given', () => {
    expect(safeRedirect(null)).toBe(AFTER_LOGIN);
    expect(AFTER_LOGIN).toBe('/shopper');
    expect(safeRedirect('', '/shopper/account')).toBe('/shopper/account');
  });

  it.each([
    'https://evil.example/phish',
    'http:evil.example',
    '//evil.example',
    '//evil.example/product/1',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /evil',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '/auth/login?redirect=/shopper',
    '/auth',
  ])('refuses %j: another site, not a path, or the login pages', (target) => {
    expect(safeRedirect(target)).toBe(AFTER_LOGIN);
  });

  it('never leaves the site, whatever follows the first slash', () => {
    for (const target of ['/%2F%2Fevil.example', '/..//evil.example', '/./\\evil.example']) {
      const landed = new URL(safeRedirect(target), 'https://oja.ng');
      expect(landed.origin).toBe('https://oja.ng');
    }
  });
});
