import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SellerAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { AffiliateCards, AffiliateTable } from './affiliate-list.tsx';
import { mount } from '#web/lib/test-root.tsx';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const funmi: SellerAffiliate = {
  _id: '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3',
  handle: 'funmilayo_adebayo',
  firstName: 'Funmilayo',
  lastName: 'Adebayo',
  avatar: null,
  isVerified: true,
  productsResold: 3,
  clicks: 41,
  orders: 2,
  sales: 27_333.33,
  commissionPending: 916.66,
  commissionEarned: 2_000,
};
const bayo: SellerAffiliate = {
  ...funmi,
  _id: '0192f3a1-7c4e-7aa0-9b1c-00000abc12f4',
  handle: 'bayo',
  firstName: 'Bayo',
  lastName: 'Ade',
  isVerified: false,
  orders: 0,
  sales: 0,
  commissionPending: 0,
  commissionEarned: 0,
};

function render(List: typeof AffiliateCards, onRemove = vi.fn()) {
  const { container } = mount(
    <MantineProvider env="test">
      <MemoryRouter>
        <List
          affiliates={[funmi, bayo]}
          ordersPath={(a) => `/vendor/v/orders?affiliate=${a._id}`}
          onRemove={onRemove}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return container;
}

describe.each([
  ['cards', AffiliateCards],
  ['table', AffiliateTable],
] as const)('the affiliates as %s', (_, List) => {
  it('show each one’s figures in naira, a link to their orders and Remove', () => {
    const onRemove = vi.fn();
    const container = render(List, onRemove);
    const [first, second] = container.querySelectorAll('[data-testid="affiliate"]');
    for (const figure of ['₦27,333.33', '₦916.66', '₦2,000', '41', '@funmilayo_adebayo'])
      expect(first!.textContent).toContain(figure);
    expect(first!.querySelector('[aria-label="Verified"]')).not.toBeNull();
    const orders = first!.querySelector('a[aria-label="2 orders brought by Funmilayo Adebayo"]');
    expect(orders?.getAttribute('href')).toBe(`/vendor/v/orders?affiliate=${funmi._id}`);
    // No orders: nothing to link to.
    expect(second!.textContent).toContain('No orders yet');
    expect(second!.querySelector('a[aria-label$="brought by Bayo Ade"]')).toBeNull();
    act(() =>
      (second!.querySelector('button[aria-label="Remove Bayo Ade"]') as HTMLButtonElement).click(),
    );
    expect(onRemove).toHaveBeenCalledWith(bayo);
  });
});
