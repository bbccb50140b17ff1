import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCrown, IconDownload, IconPrinter, IconReportMoney } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate, isoDay } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { VENDOR_STATUS_LABELS } from '#shared/order-flow.ts';
import { PLANS } from '#shared/plans.ts';
import { REPORT_TOTALS } from '#shared/limits.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { PlanLocked } from '#web/components/plan-locked.tsx';
import { useMe } from '#web/features/account/api/get-me.ts';
import {
  type ReportRange,
  useDownloadReport,
  useSalesReport,
} from '#web/features/analytics/api/sales-report.ts';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import classes from './sales-report.module.css';

/** Days a range covers, both ends included. */
const daysIn = (r: ReportRange) =>
  Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1;
/** Free's reports cover at most a week (the plan matrix). */
const FREE_REPORT_DAYS = 7;

/** Quick ranges an accountant asks for. */
function presets(today = new Date()) {
  const y = today.getFullYear();
  const m = today.getMonth();
  return [
    {
      label: 'Last 7 days',
      from: isoDay(new Date(y, m, today.getDate() - 6)),
      to: isoDay(today),
    },
    { label: 'Last month', from: isoDay(new Date(y, m - 1, 1)), to: isoDay(new Date(y, m, 0)) },
    { label: 'This month', from: isoDay(new Date(y, m, 1)), to: isoDay(today) },
    {
      label: 'Last 30 days',
      from: isoDay(new Date(y, m, today.getDate() - 29)),
      to: isoDay(today),
    },
    { label: 'This year', from: isoDay(new Date(y, 0, 1)), to: isoDay(today) },
  ];
}

/** A business's sales over a range of days, with totals that add up, to read or download. */
export default function SalesReportScreen() {
  useDocumentTitle('Sales report | Oja');
  const { vendorId = '' } = useParams();
  const business = useBusiness(vendorId);
  const { data: me } = useMe();
  const limits = me ? PLANS[me.subscription.plan].limits : null;
  const [params, setParams] = useSearchParams();
  // Free shows a week; paid plans open on last month, what an accountant asks for first.
  const fallback = presets()[limits?.longAnalytics === false ? 0 : 1]!;
  const range: ReportRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const valid = range.from <= range.to;
  const locked = limits?.longAnalytics === false && daysIn(range) > FREE_REPORT_DAYS;
  const report = useSalesReport(vendorId, range, limits !== null && valid && !locked);
  const download = useDownloadReport(vendorId);
  const choose = (next: ReportRange) =>
    setParams({ from: next.from, to: next.to }, { replace: true, preventScrollReset: true });
  const data = report.data;
  const fileName = `${business.data?.handle ?? 'oja'}-sales-${range.from}-to-${range.to}`;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Sales report
        </Title>
        <Text c="dimmed" size="sm">
          Every paid order between two dates (Lagos time), what Oja and your affiliates took, what
          was refunded and what reached your balance. Download or print it for your accountant.
        </Text>
        {valid && (
          <Text fw={600}>
            {business.data ? `${business.data.name} · ` : ''}
            {formatDate(range.from)} to {formatDate(range.to)}
          </Text>
        )}
      </Stack>

      <Card withBorder radius="lg" p="md" className={classes.controls}>
        <Stack gap="sm">
          <Group gap="xs">
            {presets().map((p) => (
              <Button
                key={p.label}
                size="xs"
                variant={p.from === range.from && p.to === range.to ? 'filled' : 'light'}
                onClick={() => choose(p)}
              >
                {p.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={range.from}
              max={range.to}
              onChange={(e) =>
                e.currentTarget.value && choose({ ...range, from: e.currentTarget.value })
              }
              w={170}
            />
            <TextInput
              type="date"
              label="To"
              value={range.to}
              min={range.from}
              onChange={(e) =>
                e.currentTarget.value && choose({ ...range, to: e.currentTarget.value })
              }
              w={170}
              error={valid ? undefined : 'Choose a date on or after the first'}
            />
            {limits?.salesReportExport === false ? (
              <Button
                component={Link}
                to="/pricing"
                variant="default"
                leftSection={<IconCrown size={16} />}
              >
                CSV and PDF with Growth
              </Button>
            ) : (
              <Group gap="xs">
                {(['csv', 'pdf'] as const).map((ext) => (
                  <Button
                    key={ext}
                    variant="default"
                    leftSection={<IconDownload size={16} />}
                    disabled={!data || !valid}
                    loading={download.isPending && download.variables?.ext === ext}
                    onClick={() => download.mutate({ range, ext, name: fileName })}
                  >
                    {ext.toUpperCase()}
                  </Button>
                ))}
              </Group>
            )}
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={!data || !valid || locked}
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Stack>
      </Card>

      {!valid ? null : locked ? (
        <PlanLocked title="Reports beyond 7 days come with Growth and Pro">
          Your Free plan reports on up to 7 days at a time. Upgrade for monthly and yearly reports,
          and to download them as CSV or PDF.
        </PlanLocked>
      ) : report.isError ? (
        <LoadError what="the sales report" onRetry={() => report.refetch()} />
      ) : !data ? (
        <Skeleton h={360} radius="lg" />
      ) : data.totals.orders === 0 ? (
        <EmptyState icon={<IconReportMoney size={24} />} title="No paid orders in these dates">
          Choose other dates, or share your store to bring in orders.
        </EmptyState>
      ) : (
        <>
          <Card withBorder radius="lg" p="md" component="section" aria-label="Totals" maw={560}>
            <Text size="sm" c="dimmed" mb="xs">
              {data.totals.orders} paid {data.totals.orders === 1 ? 'order' : 'orders'}
            </Text>
            <Stack gap={4}>
              {REPORT_TOTALS.map(([key, label]) => (
                <Group key={key} justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={key === 'net' ? 700 : 400}>
                    {label}
                  </Text>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatNaira(data.totals[key])}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>

          <Stack gap="xs" component="section" aria-label="Orders">
            <Title order={2} fz="lg">
              Orders
            </Title>
            {data.truncated && (
              <Alert color="yellow" variant="light">
                The first {data.orders.length} orders are listed; the totals count them all.
                Download the report or choose fewer days to see every line.
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
                  {data.orders.map((o) => (
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
                {data.products.map((p) => (
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
      )}
    </Stack>
  );
}
