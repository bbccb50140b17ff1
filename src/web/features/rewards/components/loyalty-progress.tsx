import { Anchor, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LoyaltyCard } from '#shared/schemas/loyalty.ts';
import { loyaltyTerms } from '../loyalty-terms.ts';

/**
 * A store's loyalty card as its customer sees it: the terms and, signed in, how far along they
 * are. `withStore` names the store (on the rewards screen, where several cards show).
 */
export function LoyaltyProgress({
  card,
  withStore = false,
}: {
  card: LoyaltyCard;
  withStore?: boolean;
}) {
  const every = card.everyOrders;
  const done = card.progress ? every - card.progress.toNext : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={`Loyalty card of ${card.business.name}`}
    >
      <Stack gap={6}>
        <Text fw={700} c="navy.9">
          {withStore ? (
            <Anchor component={Link} to={`/store/${card.business.handle}`} inherit>
              {card.business.name}
            </Anchor>
          ) : (
            'Loyalty card'
          )}
        </Text>
        <Text size="sm">{loyaltyTerms(card)}</Text>
        {card.progress && (
          <>
            <Progress
              value={(done / every) * 100}
              color="teal"
              size="md"
              aria-label={`${done} of ${every} orders`}
            />
            <Text size="xs" c="gray.7">
              {done} of {every} orders ·{' '}
              {card.progress.toNext === 1
                ? 'your next order received earns the reward'
                : `${card.progress.toNext} more to your next reward`}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
