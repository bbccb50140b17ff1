import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { deferred } from '#web/components/deferred.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAddAddress } from '#web/features/users/api/addresses.ts';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import { CartLines } from '#web/features/cart/components/cart-lines.tsx';
import { useCart } from '#web/features/cart/use-cart.ts';
import {
  BusinessDelivery,
  CheckoutTotal,
} from '#web/features/orders/components/checkout-summary.tsx';
import { CheckoutAddress } from '#web/features/orders/components/delivery-address.tsx';
import { useCheckoutVouchers } from '#web/features/rewards/use-checkout-vouchers.ts';
import { usePointsSummary } from '#web/lib/points-to-spend.ts';
import {
  useCheckoutSummary,
  usePayForCheckout,
  useWaitingPayment,
} from '#web/features/orders/checkout-state.ts';
import columns from '#web/components/columns.module.css';

// Rarely shown: checkout opened with an empty cart.
const EmptyCartPage = deferred(() =>
  import('#web/features/cart/components/empty-cart.tsx').then((m) => m.EmptyCartPage),
);

// Only for a shopper holding vouchers, under a store's lines once the vouchers are priced.
const CheckoutVoucher = deferred(() =>
  import('#web/features/rewards/components/checkout-voucher.tsx').then((m) => m.CheckoutVoucher),
);

// Only sometimes shown: a payment started a few minutes ago.
const PaymentWaiting = deferred(() =>
  import('#web/features/orders/components/payment-waiting.tsx').then((m) => m.PaymentWaiting),
);

// For signed-in shoppers only: the route says so (`signedIn`) and the shopper layout asks them
// to log in first.
export default function CheckoutScreen() {
  useDocumentTitle('Checkout | Oja');
  const me = useMe();
  const saveAddress = useAddAddress(me.data?._id ?? '');
  const cart = useCart();
  const wallet = useWallet(me.data?._id);
  const vouchers = useCheckoutVouchers(
    cart.lines.map((l) => ({
      productId: l.product._id,
      count: l.count,
      ...(l.promotionId ? { promotionId: l.promotionId } : {}),
    })),
  );
  const points = usePointsSummary();
  const summary = useCheckoutSummary(cart, me.data, wallet.data?.balance, vouchers, points);
  const { pay, paying } = usePayForCheckout();
  const waiting = useWaitingPayment();

  if (me.isPending) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Placeholder h={32} w={200} />
        <Placeholder h={240} radius="lg" />
      </Stack>
    );
  }
  if (me.isError || !me.data) return <LoadError what="checkout" onRetry={() => me.refetch()} />;

  if (cart.items === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyCartPage title="Checkout">
          Add products to your cart, then come back here to pay.
        </EmptyCartPage>
      </Suspense>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Checkout
      </Title>
      {waiting && (
        <Suspense fallback={null}>
          <PaymentWaiting waiting={waiting} />
        </Suspense>
      )}
      <div className={columns.columns}>
        <div className={columns.main7}>
          <Stack gap="lg">
            <CheckoutAddress
              account={me.data}
              save={saveAddress}
              value={summary.addressId}
              onChange={summary.chooseAddress}
            />
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Your orders
              </Title>
              <Text size="sm" c="dimmed">
                Each business sends its own order and charges its own delivery.
              </Text>
              <CartLines
                groups={cart.groups}
                names={summary.names}
                footer={(id) => (
                  <>
                    <BusinessDelivery summary={summary} businessId={id} />
                    {(vouchers.parts.get(id)?.options.length ?? 0) > 0 && (
                      <Suspense fallback={null}>
                        <CheckoutVoucher vouchers={vouchers} businessId={id} />
                      </Suspense>
                    )}
                  </>
                )}
              />
            </Stack>
          </Stack>
        </div>
        <div className={columns.side5}>
          <CheckoutTotal
            summary={summary}
            walletPending={wallet.isPending}
            paying={paying}
            onPay={() => pay(summary)}
          />
        </div>
      </div>
    </Stack>
  );
}
