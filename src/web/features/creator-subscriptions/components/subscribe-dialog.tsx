import { Alert, Anchor, Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import type { SubscribeResult } from '#shared/schemas/creator-subscriptions.ts';
import { SUBSCRIPTION_MONTHS } from '#shared/limits.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { payText, pointField } from '#web/lib/points.ts';
import { useSubscribe } from '../api/subscribe.ts';

/**
 * Chooses how many months and how to pay, then subscribes (or resumes a cancelled one) at the
 * price of a month shown, which the server checks: when it changed meanwhile, nothing is charged
 * and the dialog says so, with the new price on the button.
 */
export default function SubscribeDialog({
  opened,
  onClose,
  creatorId,
  creatorName,
  price,
  resume,
  walletBalance,
  onSubscribed,
}: {
  opened: boolean;
  onClose: () => void;
  creatorId: string;
  creatorName: string;
  /** The price of a month shown: the offer's, or what a resumed subscription renews at. */
  price: number;
  resume: boolean;
  walletBalance: number | undefined;
  onSubscribed: (result: SubscribeResult) => void;
}) {
  const [months, setMonths] = useState('1');
  const subscribe = useSubscribe(creatorId, onSubscribed);
  const total = price * Number(months);
  const changed =
    subscribe.error instanceof ApiError && subscribe.error.status === 409
      ? subscribe.error.message
      : null;
  // Points when the user uses them; then the wallet when it covers the rest, else card: never
  // a way that cannot pay.
  const points = usePointsFor(resume ? 0 : total);
  const [payWith, setPayWith] = usePayWith(walletBalance, points.rest);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={resume ? `Keep subscribing to ${creatorName}` : `Subscribe to ${creatorName}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          subscribe.mutate({
            action: 'SUBSCRIBE',
            months: Number(months),
            payWith,
            amount: price,
            point: pointField(points.points),
          });
        }}
      >
        <Stack gap="sm">
          {resume ? (
            <Text size="sm">
              Your subscription will renew each month from your wallet at {formatNaira(price)}.
              Nothing is charged now.
            </Text>
          ) : (
            <>
              <Stack gap={4}>
                <Text size="sm" fw={600} id="subscribe-months">
                  How many months
                </Text>
                <SegmentedControl
                  aria-labelledby="subscribe-months"
                  fullWidth
                  value={months}
                  onChange={setMonths}
                  data={SUBSCRIPTION_MONTHS.map((m) => ({ value: String(m), label: String(m) }))}
                />
              </Stack>
              <PointsAndPayWith
                points={points}
                price={total}
                balance={walletBalance}
                value={payWith}
                onChange={setPayWith}
              />
              <Text size="sm" c="dimmed">
                After this, it renews monthly at {formatNaira(price)} from your Oja wallet until you
                cancel. Cancel any time; you keep access to the end of the period you paid for.
              </Text>
              <Text size="xs" c="dimmed">
                Low on funds?{' '}
                <Anchor component={Link} to="/shopper/wallet" size="xs">
                  Add money to your wallet
                </Anchor>
              </Text>
            </>
          )}
          {changed && (
            <Alert color="red" title="Nothing was charged" role="alert">
              {changed}. The amount below is the price now.
            </Alert>
          )}
          <Button
            type="submit"
            loading={subscribe.isPending}
            // Until the balance is known, no way of paying is chosen for the user.
            disabled={!resume && walletBalance === undefined && points.rest > 0}
          >
            {resume ? 'Keep my subscription' : payText(points)}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
