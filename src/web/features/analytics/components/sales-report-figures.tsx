import { Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { REPORT_TOTALS } from '#shared/limits.ts';
import { VENDOR_STATUS_LABELS } from '#shared/order-flow.ts';
import type { SalesReport } from '#shared/schemas/analytics.ts';
import { PlainTable } from '#web/components/plain-table.tsx';
import classes from './sales-report.module.css';
import { Notice, Panel } from '#web/components/plain.tsx';

/** A loaded sales report with paid orders: its totals, its orders and the products sold. */
export function SalesReportFigures({ report }: { report: SalesReport }) {
  return (
    <>
      <Panel padding="md" aria-label="Totals" style={{ maxWidth: 560 }}>
        <Text size="sm" c="dimmed" mb="xs">
          {report.totals.orders} paid {report.totals.orders === 1 ? 'order' : 'orders'}
        </Text>
        <Stack gap={4}>
          {REPORT_TOTALS.map(([key, label]) => (
            <Group key={key} justify="space-between" wrap="nowrap">
              <Text size="sm" fw={key === 'net' ? 700 : 400}>
                {label}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatNaira(report.totals[key])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Panel>

      <Stack gap="xs" component="section" aria-label="Orders">
        <Title order={2} fz="lg">
          Orders
        </Title>
        {report.truncated && (
          <Notice color="yellow">
            The first {report.orders.length} orders are listed; the totals count them all. Download
            the report or choose fewer days to see every line.
          </Notice>
        )}
        {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
        <Panel
          as="div"
          padding="none"
          className={classes.lines}
          style={{ overflowX: 'auto' }}
          tabIndex={0}
        >
          <PlainTable striped highlightOnHover minWidth={640} verticalSpacing={10}>
            <thead>
              <tr>
                <th>Date</th>
                <th>Order</th>
                <th>Customer</th>
                <th>Status</th>
                <th data-align="right">Total</th>
                <th data-align="right">Commission</th>
                <th data-align="right">Net</th>
              </tr>
            </thead>
            <tbody>
              {report.orders.map((o) => (
                <tr key={o._id}>
                  <td>{formatDate(o.date)}</td>
                  <td>{o.number}</td>
                  <td>{o.customer}</td>
                  <td data-dimmed={o.refunded > 0 || undefined}>
                    {VENDOR_STATUS_LABELS[o.status]}
                  </td>
                  <td data-align="right">{formatNaira(o.total)}</td>
                  <td data-align="right">{formatNaira(o.commission)}</td>
                  <td data-align="right">{formatNaira(o.net)}</td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        </Panel>
      </Stack>

      <Stack gap="xs" component="section" aria-label="Products">
        <Title order={2} fz="lg">
          Products sold
        </Title>
        <Panel as="div" padding="md">
          <Stack gap={6}>
            {report.products.map((p) => (
              <Group key={p.name} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {p.name}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {p.units} sold · <b>{formatNaira(p.value)}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        </Panel>
      </Stack>
    </>
  );
}
