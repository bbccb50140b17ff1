import { MIN_AD_CPC, MIN_AD_DAILY_BUDGET } from '#shared/ads.ts';
import { MIN_WITHDRAWAL } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import type { DemoArticle } from './articles.ts';

/** The demo blog's guides to getting paid and growing, and a seller's story. Written for Oja. */
export const GROWING_ARTICLES: DemoArticle[] = [
  {
    slug: 'getting-paid-on-oja-from-card-to-bank',
    title: 'Getting paid on Oja: from a buyer’s card to your bank account',
    description:
      'Where a buyer’s money waits while their order travels, when it becomes yours, and how to withdraw it to any Nigerian bank with the fee shown first.',
    tags: ['payments'],
    cover: { emojis: ['💳', '🏦', '💵'], colours: ['#f4f1fb', '#5b4b8a'] },
    shop: 'ikeja-gadget-hub',
    products: [],
    days: 33,
    body: `Trust is the hardest thing to build when you sell online in Nigeria. Buyers fear paying for goods that never come; sellers fear sending goods that are never paid for. Oja stands in the middle so neither has to take that risk.

## 1. The buyer pays Oja, not you

At checkout the buyer pays by card, from their Oja wallet, or partly with Oja points. Oja checks every payment with the payment provider before it counts, so nobody can show you a fake receipt.

## 2. The money waits while the order travels

While you accept, ship and deliver the order, the money is held. If you reject the order, or a return is accepted, the buyer is refunded in full and nothing is taken from you.

## 3. It becomes yours when the buyer confirms

When the buyer confirms they received the order, the total (less Oja’s commission) joins your business balance. If they forget, Oja confirms it for them a week after delivery, so you are never left waiting for a tap that does not come.

## 4. Withdraw to your bank

Add your bank account under **Account details**: Oja asks the bank for the account name, so a typo cannot send your money to a stranger, and confirms the change with a code. A new account waits a day before its first withdrawal, which protects you if someone ever gets into your account.

You can withdraw from ${formatNaira(MIN_WITHDRAWAL)} upwards, and the transfer fee is shown before you confirm. On a paid plan you can also have your balance paid out automatically every day.

## Good habits

- Keep your bank details up to date before you need the money.
- Check your sales report at the end of each month: it shows what you earned, what you withdrew and what is still held in orders on the road.
- Never move a sale off Oja to be paid by transfer: a buyer who pays you directly has no protection, and neither do you.`,
  },
  {
    slug: 'bring-your-whatsapp-customers-to-your-oja-store',
    title: 'Five ways to bring your WhatsApp customers to your Oja store',
    description:
      'Your customers already chat with you on WhatsApp. Give them a store link they can order from, and let Oja handle payment, tracking and receipts.',
    tags: ['marketing', 'selling tips'],
    cover: { emojis: ['💬', '📣', '🛍️'], colours: ['#edf7f4', '#1b7f5b'] },
    shop: 'benin-brass-beads',
    products: ['Cast brass bell', 'Wooden bead necklace'],
    days: 9,
    body: `Most Nigerian small businesses started on WhatsApp, and that is a strength: your customers know you. What WhatsApp cannot do is take payment safely, keep stock or track a delivery. Your Oja store can.

## 1. Put your store link everywhere

Your store has its own address, like \`oja.ng/store/your-handle\`. Put it in your WhatsApp Business profile, your status, your Instagram bio and on the card you slip into every parcel.

## 2. Answer “how much?” with a product link

When someone asks for a price on WhatsApp, send the product’s page instead of typing the price. They see the photos, the price, the delivery fee to their state and the reviews, and can order in two taps. The link shows a preview with the photo and name of the product.

## 3. Post your new stock on Oja first

Post new pieces on Oja and tag the products, then share the post to your status. Your followers on Oja see it in their feed, and anyone who taps it lands where they can buy.

## 4. Reward your regulars

Create a voucher for your best customers, or run a promotion for a weekend. A code sent to your broadcast list brings people back to your store.

## 5. Reach people who do not know you yet

WhatsApp only reaches people who already have your number. An Oja ad shows your product, post or store to shoppers browsing for what you sell, from ${formatNaira(MIN_AD_DAILY_BUDGET)} a day, and you pay only when someone taps (from ${formatNaira(MIN_AD_CPC)} a tap).

## Before you share: make the store ready

A link only works if what it opens is ready. Check that every product has clear photos, a description that answers the usual questions (size, colour, how long delivery takes) and stock that is true today. Set your delivery fees for the states your customers live in, and write a short store description that says who you are and where you are. A customer who arrives from WhatsApp and finds everything they need orders without sending you another message.

Keep chatting with your customers on WhatsApp; just let them buy where their money is protected.`,
  },
  {
    slug: 'shea-naturals-from-minna-to-buyers-across-nigeria',
    title: 'Seller story: Shea Naturals, from Minna to buyers across Nigeria',
    description:
      'How a small shea business in Niger State found buyers far from home by showing the women behind its butter, pricing honestly and answering every message.',
    tags: ['seller stories', 'marketing'],
    cover: { emojis: ['🧴', '🌰', '🌿'], colours: ['#fbf6ee', '#b5835a'] },
    shop: 'shea-naturals',
    products: ['Shea butter body lotion', 'Handmade shea soap bar', 'Unscented baby lotion'],
    days: 4,
    body: `Shea Naturals makes lotions and soaps in Minna with shea butter from women’s cooperatives in Niger State, who still make it the way their mothers did: nuts gathered after the rains, roasted, ground and kneaded by hand. Selling was the hard part. Market buyers wanted butter cheap and unlabelled, and the women saw little of what it later sold for in Lagos.

## Telling the story in every listing

When the shop opened on Oja, it did not list “body lotion, 250 ml”. Each product says where its butter comes from, how it is made, how long it keeps and how to use it, with photos of the nuts, the kneading and the finished jars. Buyers far from Niger State can see what makes it different from a factory lotion.

## Honest prices, clear delivery

The shop worked out what each jar and bar costs to make, pack and send, and priced from there instead of copying the cheapest seller. Delivery fees are set per state, so a buyer in Port Harcourt sees exactly what it costs to reach them before paying.

## Answering every question

Many first orders came after a question: “Is the baby lotion safe for a newborn?”, “Does the soap have a smell?”. The shop answers every message and every comment on its posts the same day, and buyers mention it in their reviews.

## Packing for the long road

Lotion that leaks in a bus from Minna to Lagos loses a customer. The shop tapes every lid, wraps each jar in paper and packs it upright in a box padded with shredded paper, with a handwritten thank-you card. Soap bars travel in paper, never nylon, so they do not sweat in the heat. Breakages fell to almost none, and buyers started posting photos of their parcels.

## What they would tell a new seller

- Show the people and the process behind your product: it is what a factory cannot copy.
- Start with a few products you can always keep in stock.
- Read your sales report every month, and make more of what sells.

The store and the products this story talks about are below.`,
  },
];
