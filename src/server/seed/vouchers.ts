import type { Services } from '../services.ts';
import { deliveryTo, type DemoShopper } from './activity.ts';
import type { SeededShop } from './catalogue.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's vouchers: Adire Lounge offers ₦1,000 off orders of ₦5,000 on its page, which five
 * shoppers used over the last six weeks (its vouchers screen has figures), 10% off its pieces
 * tagged "Hand-dyed adire", and a 15 % code; Oja
 * offers ₦2,000 off orders of ₦20,000 and a welcome voucher for first orders. Ada holds Adire
 * Lounge's and Oja's ₦2,000, ready for her next checkout.
 */
export async function seedVouchers(
  services: Services,
  adire: SeededShop,
  shoppers: DemoShopper[],
  supportId: string,
  now = new Date(),
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const base = { productIds: [], tagIds: [], firstOrderOnly: false, perCustomer: 1 };
  const thousandOff = await services.vouchers.create(adire.ownerId, {
    ...base,
    businessId: adire.businessId,
    title: '₦1,000 off orders of ₦5,000',
    kind: 'AMOUNT',
    amount: 1000,
    minOrder: 5000,
    startsAt: at(-45),
    endsAt: at(45),
    totalCount: 200,
  });
  await services.vouchers.create(adire.ownerId, {
    ...base,
    businessId: adire.businessId,
    title: '15% off, up to ₦3,000',
    code: 'ADIRE15',
    kind: 'PERCENT',
    percent: 15,
    cap: 3000,
    minOrder: 0,
    startsAt: at(-3),
    endsAt: at(27),
    totalCount: 50,
  });
  // Its hand-dyed pieces carry a tag of its own, and a voucher takes 10% off any of them.
  const handDyed = await services.reference.createTag(
    adire.ownerId,
    adire.businessId,
    'Hand-dyed adire',
  );
  const adirePieces = new Set(adire.products.filter((p) => /adire/i.test(p.name)).map((p) => p.id));
  for (const id of adirePieces)
    await services.products.update(adire.ownerId, id, { tagIds: [handDyed._id] });
  await services.vouchers.create(adire.ownerId, {
    ...base,
    businessId: adire.businessId,
    title: '10% off hand-dyed adire',
    kind: 'PERCENT',
    percent: 10,
    cap: 5000,
    minOrder: 0,
    startsAt: at(-2),
    endsAt: at(40),
    totalCount: 100,
    tagIds: [handDyed._id],
  });
  const ojaTwoThousand = await services.vouchers.create(supportId, {
    ...base,
    title: '₦2,000 off orders of ₦20,000',
    kind: 'AMOUNT',
    amount: 2000,
    minOrder: 20_000,
    startsAt: at(-10),
    endsAt: at(60),
    totalCount: 1000,
  });
  await services.vouchers.create(supportId, {
    ...base,
    title: 'Welcome: ₦500 off your first order',
    kind: 'AMOUNT',
    amount: 500,
    minOrder: 2000,
    firstOrderOnly: true,
    startsAt: at(-30),
    endsAt: at(335),
    totalCount: 5000,
  });

  // Five shoppers used Adire Lounge's voucher on orders they have since received.
  const products = adire.products.filter((p) => p.inStock && !p.variant);
  for (const [i, shopper] of shoppers.slice(1, 6).entries()) {
    const held = await services.vouchers.claim(shopper.id, thousandOff._id);
    const checkout = await services.orders
      .checkout(
        shopper.id,
        {
          orderDetails: [{ productId: products[i % products.length]!.id, count: 2 }],
          deliveryAddress: deliveryTo(shopper),
          vouchers: [{ businessId: adire.businessId, heldVoucherId: held._id }],
        },
        new Date(now.getTime() - (40 - i * 7) * DAY_MS),
      )
      // Sold out or below the minimum: that shopper kept the voucher.
      .catch(() => null);
    if (!checkout) continue;
    await services.payments.confirm(checkout.transaction.reference, {
      amountKobo: checkout.transaction.amountKobo,
    });
    const order = checkout.orders[0]!;
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
      await services.orderStatus.change(adire.ownerId, order.id, status);
    await services.orderStatus.change(shopper.id, order.id, 'RECEIVED');
  }

  const ada = shoppers[0]!;
  await services.vouchers.claim(ada.id, thousandOff._id);
  await services.vouchers.claim(ada.id, ojaTwoThousand._id);
}

/**
 * Adire Lounge's loyalty card, started before its year of orders: every 5th order a customer
 * receives earns ₦1,500 off their next one, so its regulars hold rewards and the card has figures.
 */
export async function seedLoyaltyCard(services: Services, adire: SeededShop) {
  await services.loyalty.save(adire.ownerId, {
    businessId: adire.businessId,
    everyOrders: 5,
    reward: 1500,
    minOrder: 5000,
    active: true,
  });
}
