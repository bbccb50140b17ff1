import { formatNaira } from '#shared/format.ts';
import { Notice } from '#web/components/plain.tsx';
import { useThemePaymentResult } from '../api/theme-payment.ts';

/** What became of the theme the user just paid for by card, back from the payment page. */
export function ThemePaymentResult({ transactionId }: { transactionId: string }) {
  const result = useThemePaymentResult(transactionId);
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
      <Notice color="navy" title="Payment received">
        {formatNaira(payment.amount)} was paid: the theme is yours. Choose it for your store below.
      </Notice>
    );
  if (payment.status === 'PENDING')
    return (
      <Notice color="gray" title="Payment being confirmed">
        Your payment of {formatNaira(payment.amount)} is still being confirmed; the theme is yours
        as soon as it is.
      </Notice>
    );
  return (
    <Notice color="red" title="Payment did not go through">
      Nothing was charged. You can choose the theme and try again.
    </Notice>
  );
}
