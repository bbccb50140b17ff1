import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { OrderActions, OrderMoves } from './order-actions.tsx';
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

const order = (status: OrderStatus, points = 0) =>
  ({
    _id: '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3',
    status,
    totalAmount: 25250,
    points,
    customer: { _id: 'c', name: 'Amaka Obi', handle: 'amaka' },
  }) as Order;

function render(status: OrderStatus, onTrack = vi.fn(), points = 0) {
  const { container } = mount(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <OrderMoves>
          <OrderActions order={order(status, points)} onTrack={onTrack} />
        </OrderMoves>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return [...container.querySelectorAll('button')].map((b) => b.textContent);
}

/** The confirmation dialog, once its code has come (it is fetched after the screen). */
async function shownDialog() {
  // Each act lets React render what arrived while it waited.
  for (let tries = 0; tries < 100 && !document.querySelector('[role="dialog"]'); tries += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return document.querySelector('[role="dialog"]');
}

describe('the vendor action at each status', () => {
  it.each([
    ['PENDING', ['Accept Order', 'Reject']],
    ['ACCEPTED', ['Ship Order']],
    ['SHIPPED', ['Deliver Order']],
    ['DELIVERED', ['Track Order']],
    ['RECEIVED', []],
    ['REJECTED', []],
    ['RETURNED', ['Confirm Return']],
    ['RETURN_CONFIRMED', []],
  ] as const)('%s → %j', (status, buttons) => {
    expect(render(status)).toEqual(buttons);
  });

  it('Track Order opens the timeline without changing the order', () => {
    const onTrack = vi.fn();
    render('DELIVERED', onTrack);
    act(() => document.querySelector('button')!.click());
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ status: 'DELIVERED' }));
  });

  it('Reject asks first and says the customer is refunded', async () => {
    render('PENDING');
    const reject = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Reject',
    )!;
    act(() => reject.click());
    const dialog = await shownDialog();
    expect(dialog?.textContent).toContain('Reject order #BC12F3?');
    expect(dialog?.textContent).toContain('Amaka Obi is refunded ₦25,250 to their Oja wallet.');
  });

  it('Reject says what goes back to the wallet and what to the points, when points paid part', async () => {
    render('PENDING', vi.fn(), 5000);
    const reject = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Reject',
    )!;
    act(() => reject.click());
    expect((await shownDialog())?.textContent).toContain(
      'Amaka Obi is refunded ₦20,250 to their Oja wallet and 5,000 points to their points.',
    );
  });

  it.each([
    ['PENDING', 'Accept Order', 'Accept order #BC12F3?', 'Amaka Obi is told that you accepted'],
    [
      'ACCEPTED',
      'Ship Order',
      'Ship order #BC12F3?',
      'Amaka Obi is told that the order is on its way',
    ],
    ['SHIPPED', 'Deliver Order', 'Mark order #BC12F3 as delivered?', 'asked to confirm receipt'],
    ['RETURNED', 'Confirm Return', 'Confirm the return of order #BC12F3?', 'refunded'],
  ] as const)(
    '%s: %s asks first and changes nothing on one tap',
    async (status, button, title, body) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      render(status);
      const tapped = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === button,
      )!;
      act(() => tapped.click());
      act(() => tapped.click());
      const dialog = await shownDialog();
      expect(dialog?.textContent).toContain(title);
      expect(dialog?.textContent).toContain(body);
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    },
  );
});
