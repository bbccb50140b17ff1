import { Button, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { formatNaira, formatPoints } from '#shared/format.ts';
import { Money } from '#web/components/money.tsx';
import { PayWithChoice } from '#web/components/pay-with-choice.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { payText } from '#web/lib/points.ts';
import { Panel, Placeholder, Rule } from '#web/components/plain.tsx';
import { SummaryRow } from '#web/components/summary-row.tsx';
import type { CheckoutSummary } from '../checkout-state.ts';
import { LockIcon } from '#web/components/icons/lock.tsx';

// "Use my points" is for shoppers who hold some: its code comes only for them.
const PointsChoice = deferred(() =>
  import('#web/components/points-choice.tsx').then((m) => m.PointsChoice),
);

/** Under a business's lines at checkout: whether it takes orders, and its delivery fee. */
export function BusinessDelivery({
  summary: { address, businesses, closed, fee },
  businessId,
}: {
  summary: CheckoutSummary;
  businessId: string;
}) {
  const f = fee(businessId);
  const business = businesses.get(businessId);
  return (
    <>
      {closed.has(businessId) && (
        <Text size="sm" c="red.8">
          {business!.data!.name} is not taking orders right now. Remove its items to continue.
        </Text>
      )}
      <Rule />
      <SummaryRow label={address ? `Delivery to ${address.state}` : 'Delivery'}>
        {business?.isPending ? (
          <Placeholder h={16} w={70} />
        ) : f === null ? (
          <Text size="sm" c="dimmed">
            {address ? 'Worked out when you pay' : 'Choose an address'}
          </Text>
        ) : f === 0 ? (
          <Text size="sm" fw={700} c="teal.9">
            Free
          </Text>
        ) : (
          <Money amount={f} size="sm" />
        )}
      </SummaryRow>
    </>
  );
}

/** Checkout's summary: items, delivery and total, the way of paying and the pay button. */
export function CheckoutTotal({
  summary: s,
  walletPending,
  paying,
  onPay,
}: {
  summary: CheckoutSummary;
  walletPending: boolean;
  paying: boolean;
  onPay: () => void;
}) {
  const orders = s.groups.size;
  return (
    <Panel style={{ position: 'sticky', top: 76 }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Summary
        </Title>
        <SummaryRow label={`Items (${s.items})`}>
          <Money amount={s.subtotal} size="sm" />
        </SummaryRow>
        <SummaryRow label={`Delivery (${orders} ${orders === 1 ? 'order' : 'orders'})`}>
          {s.address && s.feesReady ? (
            <Money amount={s.delivery} size="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              {s.address ? '…' : 'Choose an address'}
            </Text>
          )}
        </SummaryRow>
        {s.discount > 0 && (
          <SummaryRow label={s.vouchers.size === 1 ? 'Voucher' : `Vouchers (${s.vouchers.size})`}>
            <Text size="sm" fw={700} c="teal.9">
              −{formatNaira(s.discount)}
            </Text>
          </SummaryRow>
        )}
        {s.split.points > 0 && (
          <SummaryRow label={`Oja points (${formatPoints(s.split.points)})`}>
            <Text size="sm" fw={700} c="teal.9">
              −{formatNaira(s.split.points)}
            </Text>
          </SummaryRow>
        )}
        <Rule />
        <SummaryRow label={s.split.points > 0 ? 'To pay' : 'Total'}>
          <Money amount={s.split.rest} fz="xl" c="navy.9" />
        </SummaryRow>
        {s.exact && s.total > 0 && (
          <>
            {(s.pointsAvailable ?? 0) > 0 && s.pointsMost > 0 && (
              <Suspense fallback={<Placeholder h={44} />}>
                <PointsChoice
                  available={s.pointsAvailable}
                  price={s.total}
                  most={s.pointsMost}
                  rule={`points pay up to ${s.pointsShare}% of an order`}
                  checked={s.usePoints}
                  onChange={s.setUsePoints}
                />
              </Suspense>
            )}
            <PayWithChoice
              balance={s.balance}
              price={s.split.rest}
              value={s.payFrom}
              onChange={s.choosePayFrom}
            />
          </>
        )}
        <Button
          size="lg"
          fullWidth
          // "Pay ₦13,401 + 1,790 points" wraps on a phone rather than being cut.
          h="auto"
          mih={50}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          leftSection={<LockIcon size={18} />}
          disabled={
            !s.address || !s.feesReady || s.closed.size > 0 || walletPending || s.vouchersPending
          }
          loading={paying}
          onClick={onPay}
        >
          {s.exact ? payText(s.split) : 'Pay'}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {s.payFrom === 'WALLET'
            ? 'Paid from your Oja wallet at once.'
            : 'You pay securely on Paystack.'}{' '}
          Your money is held until you confirm you received each order.
        </Text>
      </Stack>
    </Panel>
  );
}
