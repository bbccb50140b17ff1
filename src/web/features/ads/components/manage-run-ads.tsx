import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '#web/components/icons/plus.tsx';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdView } from '#shared/schemas/ads.ts';
import { deferred } from '#web/components/deferred.tsx';
import { Notice, Placeholder } from '#web/components/plain.tsx';
import type { AdOwner } from '../api/manage-keys.ts';
import type { AdChoice } from './ad-order.ts';
import { ManageAdList } from './manage-ad-list.tsx';

// Writing an ad (its steps, fields and preview) is fetched once the screen is up, before it is asked for.
const ManageCreateAd = deferred(() =>
  import('./manage-create-ad.tsx').then((m) => m.ManageCreateAd),
);

/**
 * The list a screen's picker offers (its store and products, or its posts): shown only while an
 * ad is written, so its code comes with the ad's steps, after the screen.
 */
export const AdTargetPicker = deferred(() =>
  import('./ad-target-picker.tsx').then((m) => m.AdTargetPicker),
);

// Only on the way back from a card payment (`?payment=`).
const ManagePaymentResult = deferred(() =>
  import('./manage-payment-result.tsx').then((m) => m.ManagePaymentResult),
);

/**
 * The advertiser's screen: what a card payment became, a new ad in steps, and the owner's ads
 * with their figures. The screen hands in what can be promoted (`picker`, `target`).
 */
export function ManageRunAds({
  owner,
  intro,
  picker,
  target,
  onTargetReset,
}: {
  owner: AdOwner;
  intro: ReactNode;
  picker: ReactNode;
  target: AdChoice | null;
  /** A new ad starts with nothing chosen. */
  onTargetReset: () => void;
}) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const [creating, setCreating] = useState(false);
  const [paid, setPaid] = useState<AdView | null>(null);
  useEffect(() => {
    void ManageCreateAd.preload();
    void AdTargetPicker.preload();
  }, []);
  const start = () => {
    onTargetReset();
    setPaid(null);
    setCreating(true);
  };

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Run ads
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </Stack>
        {!creating && (
          <Button leftSection={<PlusIcon size={16} />} onClick={start}>
            Create an ad
          </Button>
        )}
      </Group>
      {paymentId && (
        <Suspense fallback={<Placeholder h={72} radius="md" />}>
          <ManagePaymentResult transactionId={paymentId} />
        </Suspense>
      )}
      {paid && (
        <Notice color="navy" title="Paid: your ad is in review">
          Oja checks every ad before it shows, usually within a day. {paid.target.title} starts
          showing once it is approved; if it is turned down, the whole amount goes back to your
          wallet.
        </Notice>
      )}
      {creating && (
        <Suspense fallback={<Placeholder h={420} radius="lg" />}>
          <ManageCreateAd
            picker={picker}
            target={target}
            onCancel={() => setCreating(false)}
            onDone={(ad) => {
              setCreating(false);
              setPaid(ad);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Suspense>
      )}
      <Stack gap="sm" component="section" aria-labelledby="your-ads-title">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="your-ads-title">
          Your ads
        </Title>
        <ManageAdList owner={owner} onCreate={creating ? null : start} />
      </Stack>
    </Stack>
  );
}
