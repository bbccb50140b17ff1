import type { Guide } from './guide.ts';

/** An ad for the store's product, paid from the wallet. */
export const runAd: Guide = {
  slug: 'run-an-ad',
  title: 'Run an ad',
  summary: 'Show a product to more shoppers: choose where, who and for how long, then pay.',
  setup: async (g) => {
    await g.api.fundWallet(g.story.seller.token, 10_000);
    await g.page.goto(`/vendor/${g.story.businessId}`);
  },
  chapters: [
    {
      title: 'Choose what to promote',
      steps: [
        {
          say: 'Open Run ads in the menu and tap Create an ad.',
          do: async (g) => {
            await g.menu('Run ads');
            await g.page.getByRole('button', { name: 'Create an ad' }).first().click();
          },
        },
        {
          say: 'Pick the product to promote, then tap Next.',
          do: async (g) => {
            await g.page.getByRole('radio', { name: new RegExp(g.story.productName) }).check();
            await g.page.getByRole('button', { name: 'Next', exact: true }).click();
          },
        },
      ],
    },
    {
      title: 'Who sees it',
      steps: [
        {
          say: 'Choose the states whose shoppers see it.',
          do: async (g) => {
            await g.type(g.page.getByRole('combobox', { name: 'Shoppers in these states' }), 'Oy');
            await g.page.getByRole('option', { name: 'Oyo', exact: true }).click();
            // The list stays open for more states: close it, as a tap elsewhere would.
            await g.page.keyboard.press('Escape');
          },
        },
        {
          say: 'Add a short headline; the preview shows the ad as shoppers will see it.',
          do: async (g) => {
            await g.type(g.page.getByLabel('Headline (optional)'), 'Made to order in Ibadan');
            await g.page.getByRole('checkbox', { name: /For-you feed/ }).check();
            const preview = g.page.getByRole('group', { name: 'How shoppers will see your ad' });
            await g.see(preview.getByText('Made to order in Ibadan'));
            await g.page.getByRole('button', { name: 'Next', exact: true }).click();
          },
        },
      ],
    },
    {
      title: 'Budget',
      steps: [
        {
          say: 'Set how many days it runs: the total and the reach a day are worked out for you.',
          do: async (g) => {
            await g.type(g.page.getByLabel('Days'), '5');
            await g.see(g.page.getByRole('region', { name: 'Total' }).getByText('₦5,000'));
            await g.page.getByRole('button', { name: 'Next', exact: true }).click();
          },
        },
      ],
    },
    {
      title: 'Pay',
      steps: [
        {
          say: 'Pay from your Oja wallet. The button shows the exact amount.',
          do: async (g) => {
            await g.page.getByRole('button', { name: 'Pay ₦5,000' }).click();
            await g.see(g.page.getByText('Paid: your ad is in review'));
          },
        },
        {
          say: 'Oja checks every ad before it shows. Its figures appear here as shoppers see it.',
          do: (g) =>
            g.see(
              g.page.getByRole('article', { name: g.story.productName }).getByText('In review'),
            ),
        },
      ],
    },
  ],
};
