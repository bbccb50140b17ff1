import { Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { LIKE_TIER_LOOKS } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { PayWithChoice, useMyWalletBalance, usePayWith } from '#web/components/pay-with-choice.tsx';
import { PointsChoice } from '#web/components/points-choice.tsx';
import { usePointsAvailable } from '#web/lib/points-to-spend.ts';
import { chargeText, splitPrice } from '#web/lib/points.ts';
import { useSuperLike, useSuperLikeTiers, useSuperUnlike } from '../api/super-like.ts';
import classes from './super-like-picker.module.css';
import { WalletTopUpHint } from './wallet-top-up-hint.tsx';

/**
 * The super-like tiers with their names, colours and fees, paid with Oja points, from the wallet
 * or by card.
 */
export default function SuperLikePicker({
  post,
  opened,
  onClose,
}: {
  post: Post;
  opened: boolean;
  onClose: () => void;
}) {
  const tiers = useSuperLikeTiers();
  const superLike = useSuperLike(post);
  const unlike = useSuperUnlike(post);
  const sent = post.superLiked ? LIKE_TIER_LOOKS[post.superLiked] : null;
  // Points first when the user uses them, up to each tier's fee. Then the wallet when it covers
  // the smallest rest to pay, else card; with the wallet, the tiers whose rest it does not cover
  // cannot be tapped. Nothing else is asked when the points pay every tier.
  const balance = useMyWalletBalance();
  const available = usePointsAvailable();
  const [usePoints, setUsePoints] = useState(false);
  const fees = tiers.data?.map((t) => t.fee) ?? [];
  const split = (fee: number) => splitPrice(fee, available, usePoints);
  const rests = fees.map((f) => split(f).rest).filter((r) => r > 0);
  const smallestRest = rests.length ? Math.min(...rests) : 0;
  const [payWith, setPayWith] = usePayWith(balance, smallestRest);

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title="Super-like this post"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Show {post.author.name} how much you love this post. The fee goes to the creator.
        </Text>
        {sent && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              You sent {sent.name}.
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              loading={unlike.isPending}
              onClick={() => unlike.mutate(undefined, { onSuccess: onClose })}
            >
              Take it back
            </Button>
          </Group>
        )}
        {tiers.isPending ? (
          <Skeleton h={180} role="status" aria-label="Loading the tiers" />
        ) : tiers.isError ? (
          <Text size="sm" c="red.9">
            We could not load the tiers. Close this and try again.
          </Text>
        ) : (
          <>
            <PointsChoice
              available={available}
              price={fees.length ? Math.max(...fees) : 0}
              checked={usePoints}
              onChange={setUsePoints}
              upTo={fees.length > 1}
            />
            {rests.length > 0 && (
              <PayWithChoice
                balance={balance}
                price={smallestRest}
                value={payWith}
                onChange={setPayWith}
                legend={usePoints ? 'Pay the rest with' : undefined}
                costs={usePoints ? 'the smallest rest to pay is' : 'the smallest super-like is'}
              />
            )}
            <div className={classes.tiers} role="group" aria-label="Super-like tiers">
              {tiers.data.map((t) => {
                const paid = split(t.fee);
                return (
                  <UnstyledButton
                    key={t.tier}
                    className={classes.tier}
                    style={{ '--tier': `var(--mantine-color-${t.color}-6)` } as React.CSSProperties}
                    aria-pressed={post.superLiked === t.tier}
                    disabled={
                      // Until the balance is known, no way of paying is chosen for the user.
                      superLike.isPending ||
                      (paid.rest > 0 &&
                        (balance === undefined || (payWith === 'WALLET' && balance < paid.rest)))
                    }
                    onClick={() =>
                      superLike.mutate(
                        { tier: t.tier, payWith, points: paid.points, fee: t.fee },
                        { onSuccess: onClose },
                      )
                    }
                  >
                    <IconStarFilled size={22} className={classes.star} aria-hidden="true" />
                    <span className={classes.tierName}>{t.name}</span>
                    <span className={classes.fee}>{formatNaira(t.fee)}</span>
                    {paid.points > 0 && (
                      <span className={classes.fee}>
                        {paid.rest > 0 ? 'Pay ' : 'Pay with '}
                        {chargeText(paid)}
                      </span>
                    )}
                  </UnstyledButton>
                );
              })}
            </div>
          </>
        )}
        <WalletTopUpHint />
      </Stack>
    </LazyModal>
  );
}
