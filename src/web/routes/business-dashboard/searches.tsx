import { SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { SEARCH_INSIGHT_DAYS, type SearchInsightDays } from '#shared/limits.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useSearchInsights } from '#web/features/analytics/api/search-insights.ts';
import {
  LeadingSearches,
  SearchDemand,
} from '#web/features/analytics/components/search-insights-tables.tsx';

const daysIn = (value: string | null): SearchInsightDays =>
  SEARCH_INSIGHT_DAYS.find((d) => String(d) === value) ?? 7;

/** What shoppers searched for: the searches that show the vendor's products, and unmet ones. */
export default function SearchesScreen() {
  useDocumentTitle('Shopper searches | Oja');
  const { vendorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const days = daysIn(params.get('days'));
  const insights = useSearchInsights(vendorId, days);
  const data = insights.data;

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Shopper searches
        </Title>
        <Text c="dimmed" size="sm">
          What shoppers typed into Oja&apos;s search over the last days (Lagos time), counted
          together: no shopper is ever named. Figures can be a few seconds behind.
        </Text>
      </Stack>
      <SegmentedControl
        aria-label="Period"
        value={String(days)}
        onChange={(v) => setParams({ days: v }, { replace: true })}
        data={SEARCH_INSIGHT_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
        w={{ base: '100%', xs: 'fit-content' }}
      />
      {insights.isError && !data ? (
        <LoadError what="what shoppers searched for" onRetry={() => insights.refetch()} />
      ) : !data ? (
        <Stack gap="lg" aria-busy="true" role="status" aria-label="Loading shopper searches">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={180} radius="lg" />
        </Stack>
      ) : (
        <Stack gap="lg" style={{ opacity: insights.isPlaceholderData ? 0.6 : 1 }}>
          <LeadingSearches rows={data.leadingSearches} />
          <SearchDemand rows={data.demand} />
        </Stack>
      )}
    </Stack>
  );
}
