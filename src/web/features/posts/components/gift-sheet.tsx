import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_GIFT, MIN_GIFT } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { useMyWalletBalance, usePayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { chargeText } from '#web/lib/points.ts';
import { newGiftId, useSendGift } from '../api/gift.ts';
import { WalletTopUpHint } from './wallet-top-up-hint.tsx';

const QUICK_AMOUNTS = [500, 1000, 2000, 5000];

/** A gift in naira to the post's creator, from the wallet or by card. */
export default function GiftSheet({
  post,
  opened,
  onClose,
}: {
  post: Post;
  opened: boolean;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<number | ''>(1000);
  // One id per gift: tapping Send again while the first is on its way sends it once.
  const [giftId, setGiftId] = useState(newGiftId);
  const send = useSendGift(post);
  const value = typeof amount === 'number' ? amount : 0;
  // Points when the user uses them; then the wallet when it covers the rest, else card: never
  // a way that cannot pay.
  const balance = useMyWalletBalance();
  const points = usePointsFor(value);
  const [payWith, setPayWith] = usePayWith(balance, points.rest);
  const error =
    amount === ''
      ? null
      : value < MIN_GIFT
        ? `A gift is at least ${formatNaira(MIN_GIFT)}`
        : value > MAX_GIFT
          ? `A gift is at most ${formatNaira(MAX_GIFT)}`
          : null;

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={`Send ${post.author.name} a gift`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (error || amount === '') return;
          send.mutate(
            { giftId, amount: value, payWith, points: points.points },
            {
              onSuccess: () => {
                setGiftId(newGiftId());
                onClose();
              },
            },
          );
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group gap="xs" role="group" aria-label="Quick amounts">
            {QUICK_AMOUNTS.map((a) => (
              <Button
                key={a}
                size="xs"
                radius="xl"
                variant={amount === a ? 'filled' : 'default'}
                aria-pressed={amount === a}
                onClick={() => setAmount(a)}
              >
                {formatNaira(a)}
              </Button>
            ))}
          </Group>
          <NumberInput
            label="Amount (₦)"
            description={`From ${formatNaira(MIN_GIFT)} to ${formatNaira(MAX_GIFT)}`}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            min={MIN_GIFT}
            max={MAX_GIFT}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            error={error}
          />
          <PointsAndPayWith
            points={{
              ...points,
              // Points or none is another gift: it gets its own id.
              setUse: (use) => {
                points.setUse(use);
                setGiftId(newGiftId());
              },
            }}
            price={value}
            balance={balance}
            value={payWith}
            onChange={setPayWith}
            costs="this gift is"
          />
          <Button
            type="submit"
            leftSection={<IconGift size={18} />}
            loading={send.isPending}
            // Until the balance is known, no way of paying is chosen for the user.
            disabled={amount === '' || Boolean(error) || (balance === undefined && points.rest > 0)}
          >
            Send {amount === '' ? 'gift' : formatNaira(value)}
            {points.points > 0 && ` (${points.rest > 0 ? '' : 'with '}${chargeText(points)})`}
          </Button>
          <WalletTopUpHint />
        </Stack>
      </form>
    </LazyModal>
  );
}
