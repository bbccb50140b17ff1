import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { AffiliateFigures } from '#web/features/affiliates/components/affiliate-figures.tsx';
import { AffiliateIntro } from '#web/features/affiliates/components/affiliate-intro.tsx';
import { MyResales } from '#web/features/affiliates/components/my-resales.tsx';
import { ResaleOffers } from '#web/features/affiliates/components/resale-offers.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useClientStore } from '#web/lib/store.ts';

const TABS = ['overview', 'products', 'find'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/shopper/affiliate`: the affiliate dashboard. Anyone may open it: a visitor reads what the
 * programme pays and is asked to sign up; a signed-in user sees their figures, their resale list
 * with each product's link, and the products they may add to it.
 */
export default function AffiliateScreen() {
  useDocumentTitle('Affiliate | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'overview';
  const show = (next: Tab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  let body = null;
  if (signedIn && me.isPending) body = <Skeleton h={240} radius="lg" />;
  else if (signedIn && (me.isError || !me.data))
    body = <LoadError what="your affiliate dashboard" onRetry={() => me.refetch()} />;
  else if (signedIn && me.data)
    body = (
      <Tabs value={tab} onChange={(v) => show((v as Tab | null) ?? 'overview')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="products">My products</Tabs.Tab>
          <Tabs.Tab value="find">Find products</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <AffiliateFigures affiliateId={me.data._id} />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <MyResales affiliateId={me.data._id} onFind={() => show('find')} />
        </Tabs.Panel>
        <Tabs.Panel value="find">
          <ResaleOffers />
        </Tabs.Panel>
      </Tabs>
    );

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Affiliate
        </Title>
        <Text size="sm" c="dimmed">
          Resell products from Oja's sellers with your own links, and earn a commission on each
          sale.
        </Text>
      </Stack>
      {(!signedIn || tab === 'overview') && <AffiliateIntro signedIn={signedIn} />}
      {body}
    </Stack>
  );
}
