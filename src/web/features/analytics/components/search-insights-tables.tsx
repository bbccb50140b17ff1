import { Card, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FEW_RESULTS, MIN_DEMAND_SEARCHERS } from '#shared/limits.ts';
import { formatNumber } from '#shared/format.ts';
import type { SearchInsights } from '#shared/schemas/search-insights.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';

const count = (n: number) => formatNumber(n);
/** A shopper's words can be long and unbroken: they wrap instead of widening the table. */
const wrap = { overflowWrap: 'anywhere' } as const;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 18, sm: 20 }} id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** Searches and their counts, one row a search; long words wrap instead of widening it. */
function QueryTable<R extends { query: string }>({
  labelledBy,
  rows,
  columns,
}: {
  labelledBy: string;
  rows: R[];
  columns: { label: string; value: (row: R) => number }[];
}) {
  return (
    <PlainTable verticalSpacing={10} horizontalSpacing={6} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th>Search</th>
          {columns.map((c) => (
            <th key={c.label} data-align="right">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.query}>
            <td data-strong style={wrap}>
              {r.query}
            </td>
            {columns.map((c) => (
              <td key={c.label} data-align="right">
                {count(c.value(r))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** The searches whose first page showed the business's products, most shown first. */
export function LeadingSearches({ rows }: { rows: SearchInsights['leadingSearches'] }) {
  return (
    <Section
      id="leading-searches"
      title="What shoppers searched for"
      intro="Searches whose first page of results showed your products: how often, how many of your products were shown, and how many were opened from them."
    >
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconSearch size={24} />}
          title="No searches have shown your products yet"
        >
          When shoppers search Oja and your products appear on the first page of results, their
          searches are counted here. Clear names and descriptions help shoppers find you.
        </EmptyState>
      ) : (
        <QueryTable
          labelledBy="leading-searches"
          rows={rows}
          columns={[
            { label: 'Searches', value: (r) => r.searches },
            { label: 'Shown', value: (r) => r.impressions },
            { label: 'Opened', value: (r) => r.opens },
          ]}
        />
      )}
    </Section>
  );
}

/** Searches in the business's categories that found few products: room to sell more. */
export function SearchDemand({ rows }: { rows: SearchInsights['demand'] }) {
  return (
    <Section
      id="search-demand"
      title="Searches you could serve"
      intro={`Searches in your categories that found ${FEW_RESULTS} products or fewer, none of them yours. Shoppers wanted these and found little: stocking them, or naming what you have in their words, can win those sales. Each search here was made by at least ${MIN_DEMAND_SEARCHERS} different shoppers, and who searched is never shown.`}
    >
      {rows.length === 0 ? (
        <EmptyState icon={<IconBulb size={24} />} title="No unmet searches in your categories yet">
          When several shoppers search for something in your categories and find little, it shows
          here.
        </EmptyState>
      ) : (
        <QueryTable
          labelledBy="search-demand"
          rows={rows}
          columns={[
            { label: 'Searches', value: (r) => r.searches },
            { label: 'Products found', value: (r) => r.results },
          ]}
        />
      )}
    </Section>
  );
}
