import { Alert, Button, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { PlanMonths } from '#shared/plans.ts';
import type { ThemeView } from '#shared/schemas/themes.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import { payWithFor, useMyWalletBalance, type PayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { payText } from '#web/lib/points.ts';
import { useBuyTheme, type ThemePurchase } from '../api/buy-theme.ts';

const monthsText = (m: number) => `${m} ${m === 1 ? 'month' : 'months'}`;

/**
 * Buying a paid theme: a term with the price of each, card or the wallet, renewal; the server's
 * refusal (a price changed meanwhile) is shown on the form. `storeName` is the store it will be
 * used on once paid; `onBought` gets the server's answer (paid, or a card page to go to). The
 * purchase's code is the dialog's: the theme screen shows without it.
 */
export function BuyThemeDialog({
  theme,
  storeName,
  busy,
  onBought,
  onClose,
}: {
  theme: ThemeView;
  storeName: string;
  /** What follows a purchase (using the theme) is still running. */
  busy: boolean;
  onBought: (purchase: ThemePurchase) => void;
  onClose: () => void;
}) {
  const buy = useBuyTheme();
  // The wallet's balance is asked for when the dialog opens: most visits buy nothing.
  const balance = useMyWalletBalance();
  const [months, setMonths] = useState<PlanMonths>(1);
  const [chosen, setChosen] = useState<PayWith | null>(null);
  const [autoRenew, setAutoRenew] = useState(false);
  // One per opening: a retry or a double tap of the same order buys once.
  const [key] = useState(newIdempotencyKey);
  const term = theme.terms.find((t) => t.months === months) ?? theme.terms[0];
  const amount = term?.amount ?? 0;
  // Points first when the user uses them; the wallet or the card pays the rest.
  const points = usePointsFor(amount);
  const payWith = payWithFor(chosen, balance, points.rest);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Buy ${theme.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <ChoiceCards
          legend="For how long"
          value={String(months)}
          onChange={(v) => setMonths(Number(v) as PlanMonths)}
          choices={theme.terms.map((t) => ({
            value: String(t.months),
            label: (
              <>
                {monthsText(t.months)}: <strong>{formatNaira(t.amount)}</strong>
                {t.discountPercent > 0 && ` (save ${t.discountPercent}%)`}
              </>
            ),
          }))}
        />
        <PointsAndPayWith
          points={points}
          price={amount}
          balance={balance}
          value={payWith}
          onChange={setChosen}
        />
        <Switch
          label="Renew from my wallet when it ends"
          description="We remind you three days before; you can turn it off at any time."
          checked={autoRenew}
          onChange={(e) => setAutoRenew(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Once paid, {storeName} shows {theme.name} at once.
        </Text>
        {buy.error && (
          <Alert color="red" title="Not bought">
            {buy.error.message}
          </Alert>
        )}
        <Button
          loading={buy.isPending || busy}
          fullWidth
          disabled={!term}
          onClick={() =>
            buy.mutate(
              {
                themeId: theme._id,
                months,
                amount,
                payWith,
                points: points.points,
                autoRenew,
                // The term, the way of paying and the points are part of the request: another is
                // another order.
                idempotencyKey: `${key}-${months}-${payWith}-${amount}-${points.points}`,
              },
              { onSuccess: onBought },
            )
          }
        >
          {payText(points)}
        </Button>
      </Stack>
    </Modal>
  );
}
