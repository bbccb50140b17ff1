import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatorSubscription,
  CreatorSubscriptionPage,
} from '#shared/schemas/creator-subscriptions.ts';
import { subscriptionKeys } from '../api/keys.ts';
import { SubscribedCreators } from './subscribed-creators.tsx';
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

const USER = '0192f3a1-7c4e-7aa0-9b1c-000000000001';

const row = (name: string, over: Partial<CreatorSubscription>): CreatorSubscription => ({
  _id: `sub-${name}`,
  creatorId: `creator-${name}`,
  subscriberId: USER,
  user: { _id: `creator-${name}`, name, handle: name.toLowerCase(), avatar: null },
  status: 'ACTIVE',
  hasAccess: true,
  price: 2500,
  newPrice: null,
  newPriceFrom: null,
  newPriceAccepted: false,
  currentPeriodEnd: '2026-12-25T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const page = (results: CreatorSubscription[]): CreatorSubscriptionPage => ({
  results,
  currentPage: 1,
  totalPages: 1,
  totalRecords: results.length,
  perPageLimit: 10,
  nextPage: null,
  previousPage: null,
});

function render(data: CreatorSubscriptionPage) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(subscriptionKeys.subscribedTo(USER, 1), data);
  const { container } = mount(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SubscribedCreators userId={USER} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return container;
}

describe('SubscribedCreators', () => {
  it('shows each creator with when it renews or ends; only a renewing one can be cancelled', () => {
    const view = render(
      page([
        row('Zainab', {}),
        row('Kemi', { status: 'CANCELLED', cancelAtPeriodEnd: true }),
        row('Femi', { status: 'LAPSED', hasAccess: false }),
      ]),
    );
    const text = view.textContent ?? '';
    expect(text).toContain('renews 25 Dec 2026');
    expect(text).toContain('access until 25 Dec 2026');
    expect(text).toContain('ended 25 Dec 2026');
    expect(text).toContain('Lapsed');
    const buttons = [...view.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel']);
  });

  it('shows a higher price waiting for an answer, with accept and decline; an accepted one without them', () => {
    const view = render(
      page([
        row('Zainab', { newPrice: 4000, newPriceFrom: '2026-12-25T10:00:00.000Z' }),
        row('Kemi', {
          newPrice: 3000,
          newPriceFrom: '2027-01-25T10:00:00.000Z',
          newPriceAccepted: true,
        }),
        row('Femi', {
          status: 'ENDED',
          hasAccess: false,
          cancelAtPeriodEnd: true,
          newPrice: 5000,
          newPriceFrom: '2026-12-25T10:00:00.000Z',
        }),
      ]),
    );
    const text = view.textContent ?? '';
    expect(text).toContain('New price: ₦4,000');
    expect(text).toContain('without your answer, your subscription ends on 25 Dec 2026');
    expect(text).toContain('You accepted it: your subscription renews at ₦3,000');
    expect(text).toContain('was not accepted');
    const buttons = [...view.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel', 'Accept ₦4,000 a month', 'Decline', 'Cancel']);
  });

  it('says how to subscribe when there is nothing yet', () => {
    const view = render(page([]));
    expect(view.textContent).toContain('No creator subscriptions yet');
  });
});
