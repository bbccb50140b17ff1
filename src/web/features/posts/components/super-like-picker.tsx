import { Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { LIKE_TIER_LOOKS } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { PayWithChoice, useMyWalletBalance, usePayWith } from '#web/components/pay-with-choice.tsx';
import { useSuperLike, useSuperLikeTiers, useSuperUnlike } from '../api/super-like.ts';
import classes from './super-like-picker.module.css';
import { WalletTopUpHint } from './wallet-top-up-hint.tsx';

/** The super-like tiers with their names, colours and fees, paid from the wallet or by card. */
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
  // The wallet when it covers the cheapest tier, else card; with the wallet, the tiers it does
  // not cover cannot be tapped.
  const balance = useMyWalletBalance();
  const cheapest = tiers.data?.length ? Math.min(...tiers.data.map((t) => t.fee)) : 0;
  const [payWith, setPayWith] = usePayWith(balance, cheapest);

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
            <PayWithChoice
              balance={balance}
              price={cheapest}
              value={payWith}
              onChange={setPayWith}
              costs="the smallest super-like is"
            />
            <div className={classes.tiers} role="group" aria-label="Super-like tiers">
              {tiers.data.map((t) => (
                <UnstyledButton
                  key={t.tier}
                  className={classes.tier}
                  style={{ '--tier': `var(--mantine-color-${t.color}-6)` } as React.CSSProperties}
                  aria-pressed={post.superLiked === t.tier}
                  disabled={
                    // Until the balance is known, no way of paying is chosen for the user.
                    superLike.isPending ||
                    balance === undefined ||
                    (payWith === 'WALLET' && balance < t.fee)
                  }
                  onClick={() =>
                    superLike.mutate({ tier: t.tier, payWith }, { onSuccess: onClose })
                  }
                >
                  <IconStarFilled size={22} className={classes.star} aria-hidden="true" />
                  <span className={classes.tierName}>{t.name}</span>
                  <span className={classes.fee}>{formatNaira(t.fee)}</span>
                </UnstyledButton>
              ))}
            </div>
          </>
        )}
        <WalletTopUpHint />
      </Stack>
    </LazyModal>
  );
}
