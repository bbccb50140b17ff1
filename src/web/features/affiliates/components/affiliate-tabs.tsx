import { Skeleton, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';

export type AffiliateTab = 'overview' | 'products' | 'find';

// Each tab's code comes when it is opened.
const AffiliateFigures = lazy(() =>
  import('./affiliate-figures.tsx').then((m) => ({ default: m.AffiliateFigures })),
);
const MyResales = lazy(() => import('./my-resales.tsx').then((m) => ({ default: m.MyResales })));
const ResaleOffers = lazy(() =>
  import('./resale-offers.tsx').then((m) => ({ default: m.ResaleOffers })),
);

/** A signed-in affiliate's dashboard: their figures, their resale list, and products to pick. */
export function AffiliateTabs({
  affiliateId,
  tab,
  onTab,
}: {
  affiliateId: string;
  tab: AffiliateTab;
  onTab: (tab: AffiliateTab) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(v) => onTab((v as AffiliateTab | null) ?? 'overview')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="products">My products</Tabs.Tab>
        <Tabs.Tab value="find">Find products</Tabs.Tab>
      </Tabs.List>
      <Suspense fallback={<Skeleton h={240} radius="lg" />}>
        <Tabs.Panel value="overview">
          <AffiliateFigures affiliateId={affiliateId} />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <MyResales affiliateId={affiliateId} onFind={() => onTab('find')} />
        </Tabs.Panel>
        <Tabs.Panel value="find">
          <ResaleOffers />
        </Tabs.Panel>
      </Suspense>
    </Tabs>
  );
}
