import { Alert, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { REPORT_TOTALS } from '#shared/limits.ts';
import { VENDOR_STATUS_LABELS } from '#shared/order-flow.ts';
import type { SalesReport } from '#shared/schemas/analytics.ts';
import classes from './sales-report.module.css';

/** A loaded sales report with paid orders: its totals, its orders and the products sold. */
export function SalesReportFigures({ report }: { report: SalesReport }) {
  return (
    <>
      <Card withBorder radius="lg" p="md" component="section" aria-label="Totals" maw={560}>
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
      </Card>

      <Stack gap="xs" component="section" aria-label="Orders">
        <Title order={2} fz="lg">
          Orders
        </Title>
        {report.truncated && (
          <Alert color="yellow" variant="light">
            The first {report.orders.length} orders are listed; the totals count them all. Download
            the report or choose fewer days to see every line.
          </Alert>
        )}
        {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
        <Paper
          withBorder
          radius="lg"
          className={classes.lines}
          style={{ overflowX: 'auto' }}
          tabIndex={0}
        >
          <Table striped highlightOnHover miw={640} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Commission</Table.Th>
                <Table.Th ta="right">Net</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.orders.map((o) => (
                <Table.Tr key={o._id}>
                  <Table.Td>{formatDate(o.date)}</Table.Td>
                  <Table.Td>{o.number}</Table.Td>
                  <Table.Td>{o.customer}</Table.Td>
                  <Table.Td c={o.refunded > 0 ? 'dimmed' : undefined}>
                    {VENDOR_STATUS_LABELS[o.status]}
                  </Table.Td>
                  <Table.Td ta="right">{formatNaira(o.total)}</Table.Td>
                  <Table.Td ta="right">{formatNaira(o.commission)}</Table.Td>
                  <Table.Td ta="right">{formatNaira(o.net)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>

      <Stack gap="xs" component="section" aria-label="Products">
        <Title order={2} fz="lg">
          Products sold
        </Title>
        <Paper withBorder radius="lg" p="md">
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
        </Paper>
      </Stack>
    </>
  );
}
