import { pictureWebp } from '../src/server/seed/artwork.ts';
import { signIn, type Guide } from './guide.ts';

const webp = async (name: string, picture: Parameters<typeof pictureWebp>[0]) => ({
  name,
  mimeType: 'image/webp',
  buffer: await pictureWebp(picture),
});

/** A signed-in shopper opens their store. */
export const openStore: Guide = {
  slug: 'open-a-store',
  title: 'Open your store',
  summary: 'Turn your Oja account into a store with a name, a link, an address and a logo.',
  setup: async ({ page, story }) => {
    await signIn(page, story.seller.email, story.seller.password);
    await page.goto('/shopper');
  },
  chapters: [
    {
      title: 'Start a business',
      steps: [
        {
          say: 'Signed in to Oja, open the menu and tap Add Business.',
          do: async (g) => {
            await g.menu('Add Business');
            await g.see(g.page.getByLabel('Business name'));
          },
        },
      ],
    },
    {
      title: 'Name your store',
      steps: [
        {
          say: 'Give your store the name shoppers will know it by.',
          do: (g) => g.type(g.page.getByLabel('Business name'), g.story.storeName),
        },
        {
          say: 'Choose its link: shoppers will find you at oja.ng/store/ and this name.',
          do: (g) => g.type(g.page.getByLabel('Store link'), g.story.handle),
        },
        {
          say: 'Say in one line what you sell, then tap Next.',
          do: async (g) => {
            await g.type(
              g.page.getByLabel('What do you sell?'),
              'Handmade leather and Ankara bags from Ibadan.',
            );
            await g.page.getByRole('button', { name: 'Next' }).click();
          },
        },
      ],
    },
    {
      title: 'Category and address',
      steps: [
        {
          say: 'Pick the category shoppers will find you under, then tap Next.',
          do: async (g) => {
            await g.page
              .getByLabel('Category', { exact: true })
              .selectOption({ label: 'Fashion & Clothing' });
            await g.page.getByRole('button', { name: 'Next' }).click();
          },
        },
        {
          say: 'Add where your orders leave from: the state, local government area and town.',
          do: async (g) => {
            await g.page.getByLabel('State').selectOption('Oyo');
            const lga = g.page.getByLabel('Local government area');
            await lga
              .locator('option', { hasText: 'Ibadan North' })
              .first()
              .waitFor({ state: 'attached' });
            await lga.selectOption('Ibadan North');
            await g.type(g.page.getByLabel('City or town'), 'Ibadan');
            await g.page.getByRole('button', { name: 'Next' }).click();
          },
        },
      ],
    },
    {
      title: 'Logo and open',
      steps: [
        {
          say: 'Add your logo: a square picture looks best.',
          do: async (g) => {
            await g.page.locator('input[type=file]').setInputFiles(
              await webp('logo.webp', {
                kind: 'logo',
                emoji: '👛',
                colours: ['#fdf4e8', '#c2410c'],
                name: 'guide-bola-bags',
              }),
            );
            await g.see(g.page.getByRole('button', { name: 'Remove picture' }));
          },
        },
        {
          say: 'Tap Create business. Your store is open and its dashboard is ready.',
          do: async (g) => {
            await g.page.getByRole('button', { name: 'Create business' }).click();
            await g.page.waitForURL(/\/vendor\/[0-9a-f-]{36}$/);
            g.story.businessId = g.page.url().split('/').pop()!;
            await g.see(g.page.getByRole('region', { name: 'Current balance' }));
          },
        },
      ],
    },
  ],
};

/** The new store's first product, with two photos. */
export const addProduct: Guide = {
  slug: 'add-a-product',
  title: 'Add a product with photos',
  summary: 'Put a product in your store with clear photos, a price and how many you have.',
  setup: async ({ page, story }) => {
    await page.goto(`/vendor/${story.businessId}`);
  },
  chapters: [
    {
      title: 'Your products',
      steps: [
        {
          say: 'Open the menu and tap Products.',
          do: async (g) => {
            await g.menu('Products');
            await g.see(g.page.getByRole('button', { name: 'Add product' }));
          },
        },
        {
          say: 'Tap Add product.',
          do: async (g) => {
            await g.page.getByRole('button', { name: 'Add product' }).first().click();
            await g.see(g.page.getByRole('dialog').getByLabel('Product name'));
          },
        },
      ],
    },
    {
      title: 'Photos',
      steps: [
        {
          say: 'Add clear photos in good light. The first one is the cover shoppers see.',
          do: async (g) => {
            const dialog = g.page.getByRole('dialog');
            await dialog
              .locator('input[type=file]')
              .setInputFiles([
                await webp('tote-front.webp', { kind: 'product', emoji: '👜', set: 2, look: 0 }),
                await webp('tote-side.webp', { kind: 'product', emoji: '👜', set: 2, look: 1 }),
              ]);
            await g.see(dialog.getByRole('button', { name: 'Remove picture' }).nth(1));
          },
        },
      ],
    },
    {
      title: 'Name, price and stock',
      steps: [
        {
          say: 'Name it the way a shopper would search for it.',
          do: (g) =>
            g.type(g.page.getByRole('dialog').getByLabel('Product name'), g.story.productName),
        },
        {
          say: 'Set the price in naira and how many you have in stock.',
          do: async (g) => {
            const dialog = g.page.getByRole('dialog');
            await g.type(dialog.getByLabel('Price (₦)'), '18500');
            await g.type(dialog.getByLabel('In stock'), '12');
          },
        },
        {
          say: 'Tap Add product: it is in your store at once.',
          do: async (g) => {
            const dialog = g.page.getByRole('dialog');
            await dialog.getByRole('button', { name: 'Add product' }).click();
            await dialog.waitFor({ state: 'hidden' });
            await g.see(g.page.getByText(g.story.productName));
          },
        },
      ],
    },
    {
      title: 'See it in your store',
      steps: [
        {
          say: 'My store shows your storefront as shoppers see it, with the link to share.',
          do: async (g) => {
            await g.menu('My store');
            // The storefront is shown in a frame, as it is on its own address.
            const card = g.page.frameLocator('iframe').getByText(g.story.productName);
            await g.see(card);
            await card.first().scrollIntoViewIfNeeded();
          },
        },
      ],
    },
  ],
};
