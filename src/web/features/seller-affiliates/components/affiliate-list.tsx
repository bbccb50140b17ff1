import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import type { SellerAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { UserAvatar } from '#web/components/avatar-placeholder.tsx';
import links from '#web/components/links.module.css';
import { Columns } from '#web/components/plain-layout.tsx';
import { ScreenReaderText } from '#web/components/plain.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

export const nameOf = (a: { firstName: string; lastName: string }) =>
  `${a.firstName} ${a.lastName}`.trim();

type Props = {
  affiliates: SellerAffiliate[];
  /** Where the vendor's orders brought by this affiliate are listed. */
  ordersPath: (a: SellerAffiliate) => string;
  onRemove: (a: SellerAffiliate) => void;
};

/** Avatar, name with the verified tick, and the handle linking to their profile. */
export function AffiliatePerson({
  person,
  size = 40,
}: {
  person: Pick<SellerAffiliate, 'firstName' | 'lastName' | 'handle' | 'avatar' | 'isVerified'>;
  size?: number;
}) {
  const name = nameOf(person);
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <UserAvatar name={name} src={person.avatar} size={size} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
          <VerifiedTick verified={person.isVerified} size={14} />
        </Text>
        <Text
          component={Link}
          to={`/u/${person.handle}`}
          size="xs"
          c="dimmed"
          className={links.hover}
          style={{ overflowWrap: 'anywhere' }}
        >
          @{person.handle}
        </Text>
      </Stack>
    </Group>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The figures of one affiliate, labelled, for the phone cards. */
function figures(a: SellerAffiliate): [string, string][] {
  return [
    ['Sales', formatNaira(a.sales)],
    ['Paid orders', String(a.orders)],
    ['Commission pending', formatNaira(a.commissionPending)],
    ['Commission earned', formatNaira(a.commissionEarned)],
    ['Products resold', String(a.productsResold)],
    ['Link clicks', String(a.clicks)],
  ];
}

function OrdersLink({ affiliate: a, to }: { affiliate: SellerAffiliate; to: string }) {
  if (a.orders === 0)
    return (
      <Text size="xs" c="dimmed">
        No orders yet
      </Text>
    );
  return (
    <Text
      component={Link}
      to={to}
      size="sm"
      className={`${links.anchor} ${links.hover}`}
      aria-label={`${plural(a.orders, 'order')} brought by ${nameOf(a)}`}
    >
      {plural(a.orders, 'order')}
    </Text>
  );
}

/** On phones each affiliate is a card: who, their figures two by two, their orders and Remove. */
export function AffiliateCards({ affiliates, ordersPath, onRemove }: Props) {
  return (
    <Stack gap={0}>
      {affiliates.map((a, i) => (
        <Stack
          key={a._id}
          gap="sm"
          p="sm"
          data-testid="affiliate"
          style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}
        >
          <AffiliatePerson person={a} />
          <Columns cols={2} gap="xs">
            {figures(a).map(([label, value]) => (
              <Stack key={label} gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </Stack>
            ))}
          </Columns>
          <Group justify="space-between" wrap="nowrap">
            <OrdersLink affiliate={a} to={ordersPath(a)} />
            <Button
              size="xs"
              variant="default"
              c="red.9"
              onClick={() => onRemove(a)}
              aria-label={`Remove ${nameOf(a)}`}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** On wider screens, a table: a row per affiliate, figures in columns. */
export function AffiliateTable({ affiliates, ordersPath, onRemove }: Props) {
  const right = { textAlign: 'right' } as const;
  return (
    <PlainTable verticalSpacing={10} highlightOnHover>
      <thead>
        <tr>
          <th>Affiliate</th>
          <th style={right}>Products</th>
          <th style={right}>Clicks</th>
          <th>Orders</th>
          <th style={right}>Sales</th>
          <th style={right}>Pending</th>
          <th style={right}>Earned</th>
          <th>
            <ScreenReaderText>Actions</ScreenReaderText>
          </th>
        </tr>
      </thead>
      <tbody>
        {affiliates.map((a) => (
          <tr key={a._id} data-testid="affiliate">
            <td>
              <AffiliatePerson person={a} size={36} />
            </td>
            <td style={right}>{a.productsResold}</td>
            <td style={right}>{a.clicks}</td>
            <td>
              <OrdersLink affiliate={a} to={ordersPath(a)} />
            </td>
            <td style={right} data-strong>
              {formatNaira(a.sales)}
            </td>
            <td style={right}>{formatNaira(a.commissionPending)}</td>
            <td style={right}>{formatNaira(a.commissionEarned)}</td>
            <td>
              <Button
                size="xs"
                variant="default"
                c="red.9"
                onClick={() => onRemove(a)}
                aria-label={`Remove ${nameOf(a)}`}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
