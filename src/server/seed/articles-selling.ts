import type { DemoArticle } from './articles.ts';

/** The demo blog's guides to selling: pricing, photos and delivery. Written for Oja. */
export const SELLING_ARTICLES: DemoArticle[] = [
  {
    slug: 'price-your-products-so-every-sale-pays',
    title: 'How to price your products so every sale pays you',
    description:
      'A simple way to set prices that cover your materials, your time, delivery and Oja’s commission, and still look fair to a buyer comparing shops.',
    tags: ['selling tips', 'pricing'],
    cover: { emojis: ['🏷️', '💰', '🧵'], colours: ['#fdf4e8', '#e76f51'] },
    shop: 'adire-lounge',
    products: ['Indigo adire midi dress', 'Adire kimono jacket'],
    days: 41,
    body: `Many new vendors price by looking at the next stall and going a little lower. It feels safe, but it is how good businesses end up working hard for nothing. Start from your own numbers instead.

## 1. Add up what one item really costs you

Write down everything that goes into one piece:

- **Materials**: fabric by the yard, thread, buttons, dye, packaging.
- **Your time**: hours spent on it, times what an hour of your work is worth. If you would not sew for ₦1,000 an hour for someone else, do not do it for yourself.
- **Transport to the market or the bus park**, shared across the pieces you carry.

If a wrapper takes ₦6,500 of fabric and dye, two hours of work at ₦1,500 and ₦500 of packaging, it costs you ₦10,000 before you have sold anything.

## 2. Leave room for the costs of selling

On Oja a sale also pays the commission on the order, and sometimes a discount you run in a promotion. Decide the profit you want on each piece (many makers aim for 30 to 50 percent on handmade goods) and put it on top of your cost, then check that a 10 percent promotion would still leave you a profit.

## 3. Then look at the market

Now compare. If similar items sell for much more, you may be underpricing your work. If they sell for much less, say why yours is worth it in the description: the weight of the fabric, the hand stitching, the size range.

## 4. Keep delivery separate

Buyers in Kano and buyers in Lagos should not pay the same delivery. Set a delivery fee per state in your dashboard instead of hiding it in the price, so the price of the item stays the same everywhere and a buyer sees exactly what they pay at checkout.

## 5. Review every quarter

Fabric and fuel prices move. Look at your sales report every three months: if an item sells out every week, it may be time to raise its price a little. If one never sells, try a better photo before you cut the price.

> A fair price is one you can keep offering. A price that makes you tired is not a bargain for anyone.`,
  },
  {
    slug: 'product-photos-that-sell-with-your-phone',
    title: 'Product photos that sell, taken with the phone in your hand',
    description:
      'You do not need a studio. Daylight, a clean background and five simple shots make buyers trust your products and tap Add to cart.',
    tags: ['selling tips', 'marketing'],
    cover: { emojis: ['📸', '👜', '📱'], colours: ['#eef4fb', '#1e2d78'] },
    shop: 'kano-leatherworks',
    products: ['Leather tote handbag', 'Women’s leather sandals', 'Leather coin purse'],
    days: 27,
    body: `Shoppers on Oja cannot touch your products, so your photos do the work of your hands. Good news: the phone you already own is enough.

## Use daylight, not the bulb

Take photos near a window in the morning or late afternoon, when the light is soft. Switch off the room light: its yellow colour fights with daylight and makes white fabric look dirty. Avoid direct midday sun, which makes hard shadows.

## Give the product a plain background

A white wall, a clean bedsheet or a sheet of cardboard is enough. Clear away everything else: buyers should see the bag, not your kitchen. For small items, curve a sheet of paper from the table up the wall so there is no line behind the product.

## Take these five shots of every product

1. **The whole product**, straight on, filling most of the picture.
2. **The side or back**, so nothing is a surprise.
3. **A close-up** of what makes it good: the stitching, the texture, the label.
4. **In use**: the bag on a shoulder, the shoe on a foot, the oil in a pot.
5. **Something for size**: a hand, a phone or a ruler beside it.

Oja shows a product’s first photo on its card in every list, so put your best shot first.

## Clean the lens and hold still

Wipe the camera with a soft cloth before you start; a greasy lens makes every photo look foggy. Hold the phone with both hands, or rest it on a stack of books, and tap the screen on the product to focus.

## Show the true colour

Do not use filters. If a buyer receives a brown bag that looked red on screen, you will meet the return, not the repeat order. If a colour is hard to capture, say it in the description: “deep wine red, darker than it looks on most screens.”

Good photos also travel further: every product page can be shared to WhatsApp, and a clear picture is what makes people tap the link.`,
  },
  {
    slug: 'delivery-fees-that-are-fair-to-you-and-your-buyers',
    title: 'Delivery across Nigeria: fees that are fair to you and your buyers',
    description:
      'How to set a default delivery fee and one per state, package goods that arrive in one piece, and keep buyers informed from dispatch to doorstep.',
    tags: ['delivery', 'selling tips'],
    cover: { emojis: ['🛵', '📦', '🗺️'], colours: ['#eff5ec', '#2a9d8f'] },
    shop: 'mama-nkechi-spices',
    products: ['Dried crayfish', 'Dried chilli pepper'],
    days: 18,
    body: `Nothing loses a customer faster than a delivery fee that appears from nowhere, or a parcel that arrives late and broken. Here is how Oja vendors handle delivery well.

## Set a default fee and one per state

In your dashboard, under **Delivery fee**, you set one fee for every state and a different fee where it costs you more or less. A shop in Enugu might charge ₦1,500 within Enugu, ₦3,500 to Lagos and Abuja, and ₦4,500 to the far North. Buyers see the fee for their state at checkout, before they pay, so nobody is surprised.

Find your real costs first: ask two or three logistics companies or park agents for their rates to the states you sell to most, and round up a little for packaging.

## Package for the worst road

- Seal spices, oils and creams twice: a tight lid, then a nylon bag tied around it.
- Wrap glass and ceramics in paper and pad the box so nothing moves when you shake it.
- Write the buyer’s name and phone number clearly on the parcel, and keep a photo of it.

## Move the order along as it happens

Accept the order quickly, mark it **shipped** when it leaves your hands and **delivered** when it arrives. The buyer is told at each step, and their money stays held by Oja until they confirm they received it (or until a week after delivery), so they can order from a seller they have never met with confidence.

## When something goes wrong

If a parcel is delayed, send the buyer a message from the order before they ask. If it arrives damaged and your shop accepts returns, the return comes back through Oja and the buyer is refunded; you see the reason and can improve your packing. A calm, quick answer often turns a bad delivery into a loyal customer.`,
  },
];
