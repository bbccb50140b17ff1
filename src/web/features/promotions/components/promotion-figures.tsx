import { Group, Stack, Text } from '@mantine/core';
import { Placeholder } from '#web/components/plain.tsx';
import links from '#web/components/links.module.css';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PlainTable, ScrollBox } from '#web/components/plain-table.tsx';
import { usePromotionFigures } from '../api/promotions.ts';
import { formatDate } from '#shared/dates.ts';

const monthName = (month: string) => formatDate(`${month}-01T00:00:00Z`, 'monthYear', 'utc');

/**
 * A sale's last 12 months: its orders (pending, accepted, shipped or received), units and sales,
 * in all and month by month, and a way to its orders.
 */
export function PromotionFigures({
  promotionId,
  ordersPath,
}: {
  promotionId: string;
  /** The vendor's orders screen, showing only this sale's orders. */
  ordersPath: string;
}) {
  const figures = usePromotionFigures(promotionId);
  if (figures.isError)
    return <LoadError what="the sale's figures" onRetry={() => void figures.refetch()} />;
  if (!figures.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading the sale's figures">
        <Placeholder h={48} />
        <Placeholder h={96} />
      </Stack>
    );
  const { total, months } = figures.data;
  return (
    <Stack gap="sm">
      <Group gap="xl" wrap="wrap">
        <FigureStat label="Orders" value={String(total.orders)} />
        <FigureStat label="Units" value={String(total.units)} />
        <FigureStat label="Sales" value={formatNaira(total.sales)} />
      </Group>
      <Text size="xs" c="dimmed">
        Last 12 months: orders pending, accepted, shipped or received.
      </Text>
      {months.length === 0 ? (
        <Text size="sm" c="dimmed">
          No orders in this sale yet.
        </Text>
      ) : (
        <ScrollBox>
          <PlainTable striped minWidth={280} aria-label="The sale's figures by month">
            <thead>
              <tr>
                <th>Month</th>
                <th data-align="right">Orders</th>
                <th data-align="right">Units</th>
                <th data-align="right">Sales</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td data-align="right">{m.orders}</td>
                  <td data-align="right">{m.units}</td>
                  <td data-align="right">{formatNaira(m.sales)}</td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        </ScrollBox>
      )}
      <Text
        component={Link}
        to={ordersPath}
        size="sm"
        w="fit-content"
        className={`${links.anchor} ${links.always}`}
      >
        See this sale’s orders
      </Text>
    </Stack>
  );
}
