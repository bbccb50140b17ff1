import { orderNumber } from '#shared/order-flow.ts';
import type { Services } from '../services.ts';
import type { DemoShopper } from './activity.ts';
import type { SeededShop } from './catalogue.ts';

const MINUTE_MS = 60_000;

type Line = { from: 'shopper' | 'business'; text: string; minutesAgo: number };

/**
 * A few conversations in the demo inbox, as shoppers and vendors write them: Ada asks the demo
 * vendor's Adire Lounge about a dress's size (her last message still unread, so his inbox shows a
 * badge), a Lagos shopper asks his leather shop about shoe sizes, and a customer asks after a
 * shipped order.
 */
export async function seedMessages(
  services: Services,
  shops: SeededShop[],
  shoppers: DemoShopper[],
  now = new Date(),
) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);

  async function conversation(
    shopper: DemoShopper,
    shop: SeededShop,
    about: { productId?: string; orderId?: string },
    lines: Line[],
    readByBusiness: boolean,
  ) {
    const [first, ...rest] = lines;
    const { conversation } = await services.messages.start(
      shopper.id,
      { businessId: shop.businessId, text: first!.text, photos: [], ...about },
      at(first!.minutesAgo),
    );
    for (const line of rest) {
      // Each answers once they have read what came before.
      const sender = line.from === 'shopper' ? shopper.id : shop.ownerId;
      const written = at(line.minutesAgo);
      await services.messages.markRead(sender, conversation._id, new Date(written.getTime() - 1));
      await services.messages.send(
        sender,
        conversation._id,
        { text: line.text, photos: [] },
        written,
      );
    }
    const last = at(lines[lines.length - 1]!.minutesAgo - 1);
    await services.messages.markRead(shopper.id, conversation._id, last);
    if (readByBusiness) await services.messages.markRead(shop.ownerId, conversation._id, last);
  }

  const product = (shop: SeededShop, name: string) =>
    shop.products.find((p) => p.name === name) ?? shop.products[0]!;

  const [ada, , , , , kemi] = shoppers;
  const [adireLounge, kanoLeather] = shops;

  await conversation(
    ada!,
    adireLounge!,
    { productId: product(adireLounge!, 'Indigo adire midi dress').id },
    [
      {
        from: 'shopper',
        text: 'Good evening! Please how does this dress run? I’m a UK 14, will L fit me or should I take XL?',
        minutesAgo: 26 * 60,
      },
      {
        from: 'business',
        text: 'Good evening ma! Our L fits a UK 14 well, the waist has small stretch. If you like your clothes free, take XL.',
        minutesAgo: 25 * 60,
      },
      {
        from: 'shopper',
        text: 'Alright, let me take L. Can you deliver to Victoria Island before Saturday? It’s for my cousin’s wedding 😊',
        minutesAgo: 24 * 60,
      },
      {
        from: 'business',
        text: 'Yes o! Order today and it will reach you by Friday. Congrats to your cousin 🎉',
        minutesAgo: 23 * 60,
      },
      {
        from: 'shopper',
        text: 'Perfect, thank you! I’m placing the order now 🙏',
        minutesAgo: 40,
      },
    ],
    false,
  );

  await conversation(
    kemi!,
    kanoLeather!,
    { productId: product(kanoLeather!, 'Men’s leather derby shoes').id },
    [
      {
        from: 'shopper',
        text: 'Good afternoon. I want these for my husband, he wears 43 in Clarks. Is your 43 the same?',
        minutesAgo: 3 * 24 * 60,
      },
      {
        from: 'business',
        text: 'Good afternoon ma. Our 43 is a true 43. If his feet are wide, take 44, the leather is firm at first.',
        minutesAgo: 3 * 24 * 60 - 35,
      },
      {
        from: 'shopper',
        text: 'He has wide feet, so 44 it is. Thank you for the honest advice!',
        minutesAgo: 3 * 24 * 60 - 50,
      },
    ],
    true,
  );

  // A customer of Adire Lounge asks after an order on its way.
  const shipped = await services.orderQueries.list(adireLounge!.ownerId, {
    orderByBusinessId: adireLounge!.businessId,
    orderStatus: ['SHIPPED'],
    orderTransactionPaid: '1',
    page: 1,
    limit: 1,
  });
  const order = shipped.results[0];
  const customer = order && shoppers.find((s) => s.id === order.customer._id);
  if (order && customer) {
    await conversation(
      customer,
      adireLounge!,
      { orderId: order._id },
      [
        {
          from: 'shopper',
          text: `Good morning. Please has my order ${orderNumber(order._id)} left your shop? I need it before Sunday.`,
          minutesAgo: 5 * 60,
        },
        {
          from: 'business',
          text: 'Good morning! It left Abeokuta yesterday with GIG Logistics, you should have it by Friday.',
          minutesAgo: 4 * 60,
        },
        { from: 'shopper', text: 'Thank you, I’ll be expecting it.', minutesAgo: 3 * 60 },
      ],
      true,
    );
  }
  return { conversations: customer ? 3 : 2 };
}
