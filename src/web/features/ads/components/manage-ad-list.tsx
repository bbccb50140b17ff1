import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SpeakerphoneIcon } from '#web/components/icons/speakerphone.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { AdView } from '#shared/schemas/ads.ts';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useChangeAd, useOwnAds } from '../api/manage-ads.ts';
import type { AdOwner } from '../api/manage-keys.ts';
import { ManageAdCard, type AdAction } from './manage-ad-card.tsx';

// The figures and their chart load when an ad's figures are first opened.
const ManageAdFigures = lazy(() =>
  import('./manage-ad-figures.tsx').then((m) => ({ default: m.ManageAdFigures })),
);

const STATUS_FOR = { PAUSE: 'PAUSED', RESUME: 'ACTIVE', END: 'CANCELLED' } as const;

/**
 * The owner's ads, 25 a page, each with its status, money and counts; pausing, resuming and
 * ending one (asked first, saying what goes back), and its figures over time.
 */
export function ManageAdList({
  owner,
  onCreate,
}: {
  owner: AdOwner;
  /** Offered by the empty list, unless a new ad is being written already. */
  onCreate: (() => void) | null;
}) {
  const [page, setPage] = useState(1);
  const ads = useOwnAds(owner, page);
  const change = useChangeAd();
  const [ending, setEnding] = useState<AdView | null>(null);
  const [figures, setFigures] = useState<AdView | null>(null);
  // On a phone the figures take the whole screen.
  const phone = useMediaQuery('(max-width: 36em)');
  const hasAds = (ads.data?.results.length ?? 0) > 0;
  useEffect(() => {
    if (hasAds) preloadModal();
  }, [hasAds]);

  function act(ad: AdView, action: AdAction) {
    if (action === 'FIGURES') setFigures(ad);
    else if (action === 'END') {
      change.reset();
      setEnding(ad);
    } else change.mutate({ id: ad._id, status: STATUS_FOR[action] });
  }
  const busyFor = (ad: AdView): AdAction | null => {
    if (!change.isPending || change.variables?.id !== ad._id) return null;
    const status = change.variables.status;
    return status === 'PAUSED' ? 'PAUSE' : status === 'ACTIVE' ? 'RESUME' : 'END';
  };

  return (
    <Stack gap="sm">
      <QueryState
        query={ads}
        what="your ads"
        rows={3}
        rowHeight={160}
        isEmpty={(data) => data.results.length === 0}
        empty={{
          icon: <SpeakerphoneIcon size={24} />,
          title: 'No ads yet',
          children: (
            <>
              An ad puts what you choose in front of more shoppers: on the home page, among the
              products they browse and search, or in the For-you feed. You set a daily budget, pay
              only for clicks, and get back whatever is not spent.
              {onCreate && (
                <Button display="block" mx="auto" mt="sm" onClick={onCreate}>
                  Create an ad
                </Button>
              )}
            </>
          ),
        }}
      >
        {(data) => (
          <Stack gap="sm" style={{ opacity: ads.isPlaceholderData ? 0.6 : 1 }}>
            {data.results.map((ad) => (
              <ManageAdCard key={ad._id} ad={ad} busy={busyFor(ad)} onAction={(a) => act(ad, a)} />
            ))}
            <Group justify="center">
              <PagePager total={data.totalPages} value={page} onChange={setPage} />
            </Group>
          </Stack>
        )}
      </QueryState>

      <LazyModal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title="End this ad?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {ending && (
          <Stack gap="md">
            <Text size="sm">
              {ending.target.title} stops showing now, for good.
              {ending.account &&
                ` The unspent ${formatNaira(ending.account.remaining)} goes back to your wallet.`}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEnding(null)}>
                Keep it
              </Button>
              <Button
                color="red.9"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(
                    { id: ending._id, status: 'CANCELLED' },
                    {
                      onSuccess: () => setEnding(null),
                      // It ended or moved meanwhile (the toast says how): shown as it is now.
                      onError: (err) => {
                        if (err instanceof ApiError && err.status === 409) setEnding(null);
                      },
                    },
                  )
                }
              >
                End the ad
              </Button>
            </Group>
          </Stack>
        )}
      </LazyModal>

      <LazyModal
        opened={figures !== null}
        onClose={() => setFigures(null)}
        title={figures ? `Figures: ${figures.target.title}` : ''}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {figures && (
          <Suspense fallback={<div style={{ height: 360 }} />}>
            <ManageAdFigures ad={figures} />
          </Suspense>
        )}
      </LazyModal>
    </Stack>
  );
}
