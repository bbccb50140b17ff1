import { Stack, Text, Title } from '@mantine/core';
import { ReportMoneyIcon } from '#web/components/icons/report-money.tsx';
import { useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { PLANS } from '#shared/plans.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { PlanLocked } from '#web/components/plan-locked.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useSalesReport } from '#web/features/analytics/api/sales-report.ts';
import { SalesReportControls } from '#web/features/analytics/components/sales-report-controls.tsx';
import { SalesReportFigures } from '#web/features/analytics/components/sales-report-figures.tsx';
import { useReportRange } from '#web/features/analytics/report-range.ts';
import { useBusiness } from '#web/features/businesses/api/business.ts';

/** A business's sales over a range of days, with totals that add up, to read or download. */
export default function SalesReportScreen() {
  useDocumentTitle('Sales report | Oja');
  const { vendorId = '' } = useParams();
  const business = useBusiness(vendorId);
  const { data: me } = useMe();
  const limits = me ? PLANS[me.subscription.plan].limits : null;
  const { range, valid, locked, choose } = useReportRange(limits);
  const report = useSalesReport(vendorId, range, limits !== null && valid && !locked);
  const data = report.data;

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

      <SalesReportControls
        businessId={vendorId}
        fileName={`${business.data?.handle ?? 'oja'}-sales-${range.from}-to-${range.to}`}
        range={range}
        valid={valid}
        locked={locked}
        ready={Boolean(data)}
        canExport={limits?.salesReportExport !== false}
        onChoose={choose}
      />

      {!valid ? null : locked ? (
        <PlanLocked title="Reports beyond 7 days come with Growth and Pro">
          Your Free plan reports on up to 7 days at a time. Upgrade for monthly and yearly reports,
          and to download them as CSV or PDF.
        </PlanLocked>
      ) : report.isError ? (
        <LoadError what="the sales report" onRetry={() => report.refetch()} />
      ) : !data ? (
        <Placeholder h={360} radius="lg" />
      ) : data.totals.orders === 0 ? (
        <EmptyState icon={<ReportMoneyIcon size={24} />} title="No paid orders in these dates">
          Choose other dates, or share your store to bring in orders.
        </EmptyState>
      ) : (
        <SalesReportFigures report={data} />
      )}
    </Stack>
  );
}
