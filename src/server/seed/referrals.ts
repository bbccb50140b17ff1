import type { OrderStatus } from '#shared/order-flow.ts';
import type { Services } from '../services.ts';
import { deliveryTo, type DemoShopper } from './activity.ts';
import type { SeededShop } from './catalogue.ts';

const DAY_MS = 86_400_000;

/** The two friends who joined with Ada's code: shopper09 and shopper10. */
export const ADA_REFERRALS = [
  {
    firstName: 'Kelechi',
    lastName: 'Nwankwo',
    street: '14 Aba Road',
    city: 'Umuahia',
    lga: 'Umuahia North',
    state: 'Abia',
  },
  {
    firstName: 'Temitope',
    lastName: 'Bankole',
    street: '5 Oke-Ado Road',
    city: 'Ibadan',
    lga: 'Ibadan South-West',
    state: 'Oyo',
  },
] as const;

/**
 * Ada's referrals (decision 062): two shoppers joined with her code. Kelechi's first order from
 * Adire Lounge was received, so the referral service paid both of them their points through the
 * ledger (on the order's news, as for anyone); Temitope only joined. Returns their ids.
 */
export async function seedReferrals(
  services: Services,
  adire: SeededShop,
  adaId: string,
  passwordHash: string,
  now = new Date(),
) {
  const friends: DemoShopper[] = [];
  for (const [i, f] of ADA_REFERRALS.entries()) {
    const n = String(i + 9).padStart(2, '0');
    const user = await services.users.createVerified({
      firstName: f.firstName,
      lastName: f.lastName,
      email: `shopper${n}@oja.ng`,
      handle: `${f.firstName.toLowerCase()}_${f.lastName.toLowerCase()}`,
      phoneCode: '+234',
      phoneNumber: `80320000${n}`,
      passwordHash,
      referralCode: `SHOPPER${n}`,
      referredById: adaId,
    });
    friends.push({
      id: user!.id,
      name: `${f.firstName} ${f.lastName}`,
      phone: `080320000${n}`,
      street: f.street,
      city: f.city,
      lga: f.lga,
      state: f.state,
    });
  }
  const [kelechi] = friends;
  const product = adire.products.find((p) => p.inStock)!;
  const checkout = await services.orders.checkout(
    kelechi!.id,
    {
      orderDetails: [
        {
          productId: product.id,
          count: 1,
          variant: product.variant ? { name: product.variant } : null,
        },
      ],
      deliveryAddress: deliveryTo(kelechi!),
    },
    new Date(now.getTime() - 9 * DAY_MS),
  );
  await services.payments.confirm(checkout.transaction.reference, {
    amountKobo: checkout.transaction.amountKobo,
  });
  const order = checkout.orders[0]!;
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as OrderStatus[])
    await services.orderStatus.change(adire.ownerId, order.id, status);
  await services.orderStatus.change(kelechi!.id, order.id, 'RECEIVED');
  // The news of the receipt judges the referral; asked again here, it is judged once all the same.
  await services.referrals.orderReceived({ id: order.id, customerId: kelechi!.id });
  return friends.map((f) => f.id);
}
