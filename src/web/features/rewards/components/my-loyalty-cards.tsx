import { Stack, Title } from '@mantine/core';
import { useMyLoyaltyCards } from '../api/loyalty.ts';
import { LoyaltyProgress } from './loyalty-progress.tsx';

/**
 * The loyalty cards of the stores the shopper buys from, with how far along each is. Nothing
 * shows when none of those stores runs one (or while they load: the rest of the screen does not wait).
 */
export function MyLoyaltyCards() {
  const cards = useMyLoyaltyCards();
  if (!cards.data?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-loyalty-title">
      <Title order={2} fz="lg" id="my-loyalty-title">
        Loyalty cards
      </Title>
      {cards.data.map((card) => (
        <LoyaltyProgress key={card.business._id} card={card} withStore />
      ))}
    </Stack>
  );
}
