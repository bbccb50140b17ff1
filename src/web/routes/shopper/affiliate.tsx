import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { AffiliateIntro } from '#web/features/affiliates/components/affiliate-intro.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useClientStore } from '#web/lib/store.ts';

// The dashboard is for signed-in users: its code loads alongside their data, and a visitor,
// reading what the programme is, downloads none of it.
const AffiliateTabs = deferred(() =>
  import('#web/features/affiliates/components/affiliate-tabs.tsx').then((m) => m.AffiliateTabs),
);

type Tab = 'overview' | 'products' | 'find';
const TABS: readonly Tab[] = ['overview', 'products', 'find'];

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
  useEffect(() => {
    if (signedIn) void AffiliateTabs.preload();
  }, [signedIn]);

  let body = null;
  if (signedIn && me.isPending) body = <Skeleton h={240} radius="lg" />;
  else if (signedIn && (me.isError || !me.data))
    body = <LoadError what="your affiliate dashboard" onRetry={() => me.refetch()} />;
  else if (signedIn && me.data)
    body = (
      <Suspense fallback={<Skeleton h={240} radius="lg" />}>
        <AffiliateTabs
          affiliateId={me.data._id}
          tab={tab}
          onTab={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        />
      </Suspense>
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
