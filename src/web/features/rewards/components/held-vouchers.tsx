import { Anchor, Chip, Group, Stack, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HeldVoucherStatus } from '#shared/rewards.ts';
import type { HeldVoucher } from '#shared/schemas/vouchers.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useHeldVouchers } from '../api/vouchers.ts';
import { HeldVoucherCard, voucherShop } from './held-voucher-card.tsx';

const FILTERS: { value: HeldVoucherStatus; label: string }[] = [
  { value: 'HELD', label: 'To use' },
  { value: 'USED', label: 'Used' },
];

type StoreGroup = { key: string; name: string; to: string; vouchers: HeldVoucher[] };

/** The vouchers in the order they came, gathered by store (Oja's own as "From Oja"). */
function byStore(vouchers: HeldVoucher[]): StoreGroup[] {
  const groups = new Map<string, StoreGroup>();
  for (const held of vouchers) {
    const business = held.voucher.business;
    const key = business?._id ?? 'oja';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: business ? business.name : 'From Oja',
        to: voucherShop(held),
        vouchers: [],
      };
      groups.set(key, group);
    }
    group.vouchers.push(held);
  }
  return [...groups.values()];
}

/** The user's vouchers to use or used, by store; "Load more" appends the next page. */
export function HeldVouchers() {
  const [status, setStatus] = useState<HeldVoucherStatus>('HELD');
  const query = useHeldVouchers(status);
  const vouchers = query.data?.pages.flatMap((p) => p.results) ?? [];
  const [now] = useState(() => Date.now());

  return (
    <Stack gap="md">
      <Chip.Group
        multiple={false}
        value={status}
        onChange={(v) => setStatus(v as HeldVoucherStatus)}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show vouchers">
          {FILTERS.map((f) => (
            <Chip key={f.value} value={f.value} type="radio" size="sm" variant="outline">
              {f.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        query={query}
        what="your vouchers"
        rows={3}
        rowHeight={96}
        isEmpty={noResults}
        empty={
          status === 'HELD'
            ? {
                icon: <IconTicket size={24} />,
                title: 'No vouchers yet',
                children: (
                  <>
                    Stores offer them on their pages.{' '}
                    <Anchor component={Link} to="/explore" size="sm" fw={600} underline="always">
                      Find a store
                    </Anchor>
                  </>
                ),
              }
            : {
                icon: <IconTicket size={24} />,
                title: 'No used vouchers',
                children: 'Vouchers you use at checkout show here with their order.',
              }
        }
      >
        {() => (
          <Stack gap="lg">
            {byStore(vouchers).map((group) => (
              <Stack
                key={group.key}
                gap="xs"
                component="section"
                aria-labelledby={`vouchers-${group.key}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Title
                    order={2}
                    fz="md"
                    id={`vouchers-${group.key}`}
                    miw={0}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {group.name}
                  </Title>
                  {group.key !== 'oja' && (
                    <Anchor component={Link} to={group.to} size="sm" style={{ flexShrink: 0 }}>
                      Visit store
                    </Anchor>
                  )}
                </Group>
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {group.vouchers.map((held) => (
                    <HeldVoucherCard key={held._id} held={held} now={now} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      <ShowMore query={query} label="Load more" />
    </Stack>
  );
}
