import { formatNaira } from '#shared/format.ts';
import { Notice } from '#web/components/plain.tsx';
import { useAdPaymentResult } from '../api/manage-create.ts';

/** What became of the ad just paid for by card, back from the payment page. */
export function ManagePaymentResult({ transactionId }: { transactionId: string }) {
  const result = useAdPaymentResult(transactionId);
  if (result.isPending)
    return (
      <Notice color="gray" title="Checking your payment…">
        This takes a moment.
      </Notice>
    );
  if (result.isError) return null;
  const payment = result.data;
  if (payment.status === 'SUCCESS')
    return (
      <Notice color="navy" title="Payment received: your ad is in review">
        {formatNaira(payment.amount)} was paid. Oja checks every ad before it shows, usually within
        a day; you can follow it below.
      </Notice>
    );
  if (payment.status === 'PENDING')
    return (
      <Notice color="gray" title="Payment being confirmed">
        Your payment of {formatNaira(payment.amount)} is still being confirmed; your ad goes into
        review as soon as it is.
      </Notice>
    );
  return (
    <Notice color="red" title="Payment did not go through">
      Nothing was charged. You can create the ad again and pay from your wallet or by card.
    </Notice>
  );
}
