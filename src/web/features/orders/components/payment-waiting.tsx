import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { Notice } from '#web/components/plain.tsx';
import type { OrderPay } from '#web/lib/store.ts';

/**
 * At checkout, a payment the shopper started a few minutes ago: a link back to its payment page,
 * and one to check whether it went through, before they pay again.
 */
export function PaymentWaiting({ waiting }: { waiting: OrderPay }) {
  return (
    <Notice color="navy" title="You have a payment waiting">
      You started paying {formatNaira(waiting.amount)} a few minutes ago.{' '}
      <Anchor href={waiting.authorizationUrl} underline="always" inherit>
        Continue that payment
      </Anchor>{' '}
      or{' '}
      <Anchor
        component={Link}
        to={`/shopper/checkout/result?transaction=${waiting.transactionId}`}
        underline="always"
        inherit
      >
        check whether it went through
      </Anchor>
      . Paying again below places new orders.
    </Notice>
  );
}
