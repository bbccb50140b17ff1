import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { deliveryFeeFor, type CartLine } from '#shared/cart.ts';
import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import type { Address, Me } from '#shared/schemas/users.ts';
import { payWithFor, type PayWith } from '#web/components/pay-with-choice.tsx';
import { orderPointsCap, splitPrice } from '#web/lib/points.ts';
import { useClientStore } from '#web/lib/store.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useCheckout, useCheckoutBusinesses } from './api/checkout.ts';

// Checkout's state: what it charges and how, what paying does, and a payment still open. One
// module rather than one per hook: each file on checkout's first screen costs budget bytes.

/** The cart as checkout reads it: its lines, grouped by business (one order each). */
type Cart = { lines: CartLine[]; groups: Map<string, CartLine[]>; items: number; subtotal: number };

/** The vouchers checkout uses: what each takes off its store's order, and whether they are known yet. */
export type CheckoutDiscounts = {
  picks: Map<string, { heldVoucherId: string; discount: number }>;
  pending: boolean;
};

/**
 * What checkout charges before the shopper pays: the delivery address (the one they chose, else
 * their default, else the first saved), each business's delivery fee to it, the businesses not
 * taking orders, the totals, and the way of paying. The server charges its own fees; these say
 * the amount first.
 */
export function useCheckoutSummary(
  cart: Cart,
  account: Pick<Me, 'addresses' | 'defaultAddress' | 'paymentChargeMode'> | undefined,
  /** The wallet's balance, unknown while it loads. */
  balance: number | undefined,
  vouchers: CheckoutDiscounts = { picks: new Map(), pending: false },
  /** The shopper's points and Oja's share of an order they may pay, unknown while it loads. */
  points?: PointsSummary,
) {
  const ids = [...cart.groups.keys()];
  const businesses = useCheckoutBusinesses(ids);
  const [chosen, setChosen] = useState<string | null>(null);
  // The profile's charge mode decides until the shopper chooses here.
  const [chosenPayFrom, setPayFrom] = useState<PayWith | null>(null);
  // No points are spent until the shopper asks.
  const [usePoints, setUsePoints] = useState(false);

  const addresses = account?.addresses ?? [];
  const addressId =
    chosen && addresses.some((a) => a._id === chosen)
      ? chosen
      : (account?.defaultAddress?._id ?? addresses[0]?._id ?? null);
  const address = addresses.find((a) => a._id === addressId) ?? null;

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
  const exact =
    address !== null && businesses.every((b) => b.data !== undefined) && !vouchers.pending;
  const delivery = ids.reduce((sum, id) => sum + (fee(id) ?? 0), 0);
  const discount = [...vouchers.picks.values()].reduce((sum, p) => sum + p.discount, 0);
  // In kobo, so the amount on the button is exactly what the server charges.
  const total = Math.round(cart.subtotal * 100 + delivery * 100 - discount * 100) / 100;
  const names = Object.fromEntries(
    ids.flatMap((id) => {
      const name = byId.get(id)?.data?.name;
      return name ? [[id, name]] : [];
    }),
  );
  // Points pay up to Oja's share of the total, and only of a total known to the kobo.
  const pointsMost = orderPointsCap(total, points?.orderSharePercent ?? 0);
  const split = splitPrice(total, Math.min(points?.available ?? 0, pointsMost), usePoints && exact);
  // The wallet pays only when it covers what is left to pay (otherwise it is shown disabled,
  // saying why); the profile's charge mode decides which one starts chosen.
  const payFrom = payWithFor(
    chosenPayFrom,
    balance,
    exact ? split.rest : 0,
    account?.paymentChargeMode === 'WALLET' ? 'WALLET' : 'CARD',
  );

  return {
    ...cart,
    addressId,
    address,
    chooseAddress: setChosen,
    businesses: byId,
    names,
    fee,
    closed,
    feesReady,
    exact,
    delivery,
    discount,
    vouchers: vouchers.picks,
    /** The vouchers are still being worked out: paying waits, so the total shown is charged. */
    vouchersPending: vouchers.pending,
    total,
    /** Points spent and the naira left to pay (the total when no points are used). */
    split,
    pointsMost,
    pointsAvailable: points?.available,
    pointsShare: points?.orderSharePercent ?? 0,
    usePoints,
    setUsePoints,
    balance,
    payFrom,
    choosePayFrom: setPayFrom,
  };
}

export type CheckoutSummary = ReturnType<typeof useCheckoutSummary>;

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

/**
 * Places the cart's orders and goes where they are paid: the result at once when the wallet
 * paid, else the provider's payment page, remembering the payment so checkout can offer it again.
 */
export function usePayForCheckout() {
  const checkout = useCheckout();
  const redirecting = useClientStore((s) => s.isCheckout);
  const setCheckout = useClientStore((s) => s.setCheckout);
  const setOrderPay = useClientStore((s) => s.setOrderPay);
  const navigate = useNavigate();

  // Back from the payment page (also out of the back/forward cache): the button works again.
  useEffect(() => {
    setCheckout(false);
    const onShow = (e: PageTransitionEvent) => e.persisted && setCheckout(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [setCheckout]);

  function pay({ lines, address, payFrom, vouchers, exact, split }: CheckoutSummary) {
    if (!address) return;
    checkout.mutate(
      {
        orderDetails: lines.map((l) => ({
          productId: l.product._id,
          count: l.count,
          ...(l.variant ? { variant: { name: l.variant.name } } : {}),
          ...(l.promotionId ? { promotionId: l.promotionId } : {}),
          ...(l.resaleId ? { resaleId: l.resaleId } : {}),
        })),
        deliveryAddress: toDeliveryAddress(address),
        ...(payFrom === 'WALLET' ? { payFrom: 'WALLET' as const } : {}),
        // What the button said: the server charges exactly that, or refuses.
        ...(exact ? { amount: split.rest } : {}),
        ...(split.points > 0 ? { point: split.points } : {}),
        ...(vouchers.size > 0
          ? {
              vouchers: [...vouchers].map(([businessId, p]) => ({
                businessId,
                heldVoucherId: p.heldVoucherId,
              })),
            }
          : {}),
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

  return { pay, paying: checkout.isPending || redirecting };
}

/** Unpaid checkouts hold their stock for 30 minutes; after that, paying the old link fails. */
const PAYMENT_LINK_MS = 30 * 60_000;

/** The payment the shopper started at checkout less than 30 minutes ago, if there is one. */
export function useWaitingPayment() {
  const orderPay = useClientStore((s) => s.orderPay);
  const now = useNow();
  return orderPay && now - new Date(orderPay.startedAt).getTime() < PAYMENT_LINK_MS
    ? orderPay
    : null;
}
