import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { deliveryFeeFor, type CartLine } from '#shared/cart.ts';
import { formatNaira } from '#shared/format.ts';
import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Address } from '#shared/schemas/users.ts';
import { Panel, Placeholder, Rule } from '#web/components/plain.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { SummaryRow } from '#web/components/summary-row.tsx';
import { Money } from '#web/components/money.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAddAddress } from '#web/features/account/api/addresses.ts';
import { formatPhone } from '#shared/phone-format.ts';
import { useMe } from '#web/features/account/api/get-me.ts';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import { PayWithChoice, payWithFor, type PayWith } from '#web/components/pay-with-choice.tsx';
import { CartLines } from '#web/features/cart/components/cart-lines.tsx';
import { EmptyCartPage } from '#web/features/cart/components/empty-cart.tsx';
import { useCart } from '#web/features/cart/use-cart.ts';
import { useCheckout, useCheckoutBusinesses } from '#web/features/orders/api/checkout.ts';
import { DeliveryAddressPicker } from '#web/features/orders/components/delivery-address.tsx';
import { useClientStore } from '#web/lib/store.ts';
import { useNow } from '#web/lib/use-now.ts';
import columns from '#web/components/columns.module.css';

// Only sometimes shown: a payment started a few minutes ago.
const PaymentWaiting = deferred(() =>
  import('#web/features/orders/components/payment-waiting.tsx').then((m) => m.PaymentWaiting),
);

/** Unpaid checkouts hold their stock for 30 minutes; after that, paying the old link fails. */
const PAYMENT_LINK_MS = 30 * 60_000;

/** A saved address as checkout sends it. */
function toDeliveryAddress(a: Address): CheckoutBody['deliveryAddress'] {
  return {
    recipientName: a.recipientName,
    phone: a.phone,
    street: a.street,
    city: a.city,
    lga: a.lga ?? undefined,
    state: a.state,
    country: a.country,
    landmark: a.landmark ?? undefined,
  };
}

function Checkout() {
  useDocumentTitle('Checkout | Oja');
  const me = useMe();
  const saveAddress = useAddAddress(me.data?._id ?? '');
  const { lines, groups, items, subtotal } = useCart();
  const businesses = useCheckoutBusinesses([...groups.keys()]);
  const checkout = useCheckout();
  const redirecting = useClientStore((s) => s.isCheckout);
  const setCheckout = useClientStore((s) => s.setCheckout);
  const orderPay = useClientStore((s) => s.orderPay);
  const setOrderPay = useClientStore((s) => s.setOrderPay);
  const now = useNow();
  const [chosen, setChosen] = useState<string | null>(null);
  // The profile's charge mode decides until the shopper chooses here.
  const [chosenPayFrom, setPayFrom] = useState<PayWith | null>(null);
  const wallet = useWallet(me.data?._id);
  const navigate = useNavigate();

  // Back from the payment page (also out of the back/forward cache): the button works again.
  useEffect(() => {
    setCheckout(false);
    const onShow = (e: PageTransitionEvent) => e.persisted && setCheckout(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [setCheckout]);

  if (me.isPending) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Placeholder h={32} w={200} />
        <Placeholder h={240} radius="lg" />
      </Stack>
    );
  }
  if (me.isError || !me.data) return <LoadError what="checkout" onRetry={() => me.refetch()} />;

  const addresses = me.data.addresses;
  const addressId =
    chosen && addresses.some((a) => a._id === chosen)
      ? chosen
      : (me.data.defaultAddress?._id ?? addresses[0]?._id ?? null);
  const address = addresses.find((a) => a._id === addressId) ?? null;

  if (items === 0) {
    return (
      <EmptyCartPage title="Checkout">
        Add products to your cart, then come back here to pay.
      </EmptyCartPage>
    );
  }

  const ids = [...groups.keys()];
  const byId = new Map(ids.map((id, i) => [id, businesses[i]] as const));
  const feesReady = businesses.every((b) => !b.isPending);
  const fee = (id: string) => {
    const b = byId.get(id)?.data;
    return b && address ? deliveryFeeFor(b.deliveryFees, address.state) : null;
  };
  const closed = new Set(
    ids.filter((id) => {
      const b = byId.get(id)?.data;
      return b !== undefined && (!b.active || !b.takingOrders);
    }),
  );
  // Every fee known: the button can say the amount the server will charge.
  const exact = address !== null && businesses.every((b) => b.data !== undefined);
  const delivery = ids.reduce((sum, id) => sum + (fee(id) ?? 0), 0);
  const total = Math.round((subtotal + delivery) * 100) / 100;
  const names = Object.fromEntries(
    ids.flatMap((id) => {
      const name = byId.get(id)?.data?.name;
      return name ? [[id, name]] : [];
    }),
  );
  const waiting =
    orderPay && now - new Date(orderPay.startedAt).getTime() < PAYMENT_LINK_MS ? orderPay : null;

  // The wallet pays only when it covers the total (otherwise it is shown disabled, saying why);
  // the profile's charge mode decides which one starts chosen.
  const payFrom = payWithFor(
    chosenPayFrom,
    wallet.data?.balance,
    exact ? total : 0,
    me.data?.paymentChargeMode === 'WALLET' ? 'WALLET' : 'CARD',
  );
  const fromWallet = payFrom === 'WALLET';

  function pay() {
    if (!address) return;
    checkout.mutate(
      {
        orderDetails: lines.map((l: CartLine) => ({
          productId: l.product._id,
          count: l.count,
          ...(l.variant ? { variant: { name: l.variant.name } } : {}),
          ...(l.promotionId ? { promotionId: l.promotionId } : {}),
          ...(l.resaleId ? { resaleId: l.resaleId } : {}),
        })),
        deliveryAddress: toDeliveryAddress(address),
        ...(fromWallet ? { payFrom: 'WALLET' as const } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.transaction.status === 'SUCCESS') {
            // Paid from the wallet already: straight to the result.
            const next = new URL(result.authorizationUrl);
            navigate(`${next.pathname}${next.search}`);
            return;
          }
          setOrderPay({
            transactionId: result.transaction._id,
            amount: result.transaction.amount,
            authorizationUrl: result.authorizationUrl,
            startedAt: new Date().toISOString(),
          });
          setCheckout(true);
          window.location.assign(result.authorizationUrl);
        },
      },
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
            <Panel>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Delivery address
                </Title>
                <DeliveryAddressPicker
                  save={saveAddress}
                  addresses={addresses}
                  value={addressId}
                  onChange={setChosen}
                  recipient={{
                    recipientName:
                      `${me.data.profile.firstName} ${me.data.profile.lastName}`.trim(),
                    phone: me.data.profile.phoneNumber
                      ? formatPhone(me.data.profile.phoneNumber, me.data.profile.phoneCode)
                      : '',
                  }}
                />
              </Stack>
            </Panel>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Your orders
              </Title>
              <Text size="sm" c="dimmed">
                Each business sends its own order and charges its own delivery.
              </Text>
              <CartLines
                groups={groups}
                names={names}
                footer={(id) => {
                  const f = fee(id);
                  const business = byId.get(id);
                  return (
                    <>
                      {closed.has(id) && (
                        <Text size="sm" c="red.8">
                          {business!.data!.name} is not taking orders right now. Remove its items to
                          continue.
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
                }}
              />
            </Stack>
          </Stack>
        </div>
        <div className={columns.side5}>
          <Panel style={{ position: 'sticky', top: 76 }}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Summary
              </Title>
              <SummaryRow label={`Items (${items})`}>
                <Money amount={subtotal} size="sm" />
              </SummaryRow>
              <SummaryRow
                label={`Delivery (${ids.length} ${ids.length === 1 ? 'order' : 'orders'})`}
              >
                {address && feesReady ? (
                  <Money amount={delivery} size="sm" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {address ? '…' : 'Choose an address'}
                  </Text>
                )}
              </SummaryRow>
              <Rule />
              <SummaryRow label="Total">
                <Money amount={total} fz="xl" c="navy.9" />
              </SummaryRow>
              {exact && total > 0 && (
                <PayWithChoice
                  balance={wallet.data?.balance}
                  price={total}
                  value={payFrom}
                  onChange={setPayFrom}
                />
              )}
              <Button
                size="lg"
                fullWidth
                leftSection={<IconLock size={18} />}
                disabled={!address || !feesReady || closed.size > 0 || wallet.isPending}
                loading={checkout.isPending || redirecting}
                onClick={pay}
              >
                {exact ? `Pay ${formatNaira(total)}` : 'Pay'}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {fromWallet
                  ? 'Paid from your Oja wallet at once.'
                  : 'You pay securely on Paystack.'}{' '}
                Your money is held until you confirm you received each order.
              </Text>
            </Stack>
          </Panel>
        </div>
      </div>
    </Stack>
  );
}

export default function CheckoutScreen() {
  return (
    <RequireAuth>
      <Checkout />
    </RequireAuth>
  );
}
