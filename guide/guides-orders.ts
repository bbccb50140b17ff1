import { signIn, type Guide, type GuideContext } from './guide.ts';

const dashboard = (g: GuideContext) => g.page.goto(`/vendor/${g.story.businessId}`);

/** A shopper's paid order, from the request to the door. */
export const takeOrder: Guide = {
  slug: 'take-and-ship-an-order',
  title: 'Take and ship an order',
  summary: 'Accept a paid order, ship it, mark it delivered and follow it to the customer.',
  setup: async (g) => {
    const { api, story } = g;
    const products = await api.call<{ results: { _id: string }[] }>(
      'GET',
      `/products?productBusinessId=${story.businessId}&limit=5`,
    );
    story.productId = products.results[0]!._id;
    story.shopperToken = await api.register({
      firstName: 'Chioma',
      lastName: 'Nwosu',
      email: `chioma${story.stamp}@example.ng`,
      phoneNumber: `0817${story.stamp.slice(-7)}`,
      handle: `chioma_${story.stamp}`,
      password: 'chioma-buys-bags',
    });
    story.orderId = await api.paidOrder(story.shopperToken, story.productId);
    story.orderNumber = `#${story.orderId.slice(-6).toUpperCase()}`;
    await dashboard(g);
  },
  chapters: [
    {
      title: 'A new order',
      steps: [
        {
          say: 'A paid order waits under New requests on your dashboard. Tap it.',
          do: async (g) => {
            await g.page.getByRole('link', { name: /New requests/ }).click();
            await g.see(
              g.page.getByRole('button', { name: `Accept Order ${g.story.orderNumber}` }),
            );
          },
        },
        {
          say: 'Details shows what was bought, what it cost and where it goes.',
          do: async (g) => {
            const number = g.story.orderNumber;
            await g.page.getByRole('button', { name: `Details of order ${number}` }).click();
            await g.see(
              g.page.getByRole('dialog', { name: `Order ${number}` }).getByText('7 Ogui Road'),
            );
          },
        },
      ],
    },
    {
      title: 'Accept',
      steps: [
        {
          say: 'Tap Accept and confirm: the customer is told at once.',
          do: async (g) => {
            const number = g.story.orderNumber;
            await g.page
              .getByRole('dialog', { name: `Order ${number}` })
              .getByRole('button', { name: `Accept Order ${number}` })
              .click();
            const question = g.page.getByRole('dialog', { name: `Accept order ${number}?` });
            await question.getByRole('button', { name: 'Accept Order' }).click();
            await question.waitFor({ state: 'hidden' });
            const details = g.page.getByRole('dialog', { name: `Order ${number}` });
            if (await details.isVisible()) {
              await details.getByRole('button', { name: 'Close order' }).click();
              await details.waitFor({ state: 'hidden' });
            }
          },
        },
      ],
    },
    {
      title: 'Ship and deliver',
      steps: [
        {
          say: 'Open Orders. When the parcel leaves, tap Ship and confirm.',
          do: async (g) => {
            const number = g.story.orderNumber;
            await g.menu('Orders');
            await g.page.getByRole('button', { name: `Ship Order ${number}` }).click();
            const question = g.page.getByRole('dialog', { name: `Ship order ${number}?` });
            await question.getByRole('button', { name: 'Ship Order' }).click();
            await question.waitFor({ state: 'hidden' });
          },
        },
        {
          say: 'When it reaches the customer, tap Deliver and confirm.',
          do: async (g) => {
            const number = g.story.orderNumber;
            await g.page.getByRole('button', { name: `Deliver Order ${number}` }).click();
            const question = g.page.getByRole('dialog', {
              name: `Mark order ${number} as delivered?`,
            });
            await question.getByRole('button', { name: 'Deliver Order' }).click();
            await question.waitFor({ state: 'hidden' });
          },
        },
      ],
    },
    {
      title: 'Follow it',
      steps: [
        {
          say: 'Track shows every step. You are paid when the customer confirms receipt.',
          do: async (g) => {
            const number = g.story.orderNumber;
            await g.page.getByRole('button', { name: `Track Order ${number}` }).click();
            const tracking = g.page
              .getByRole('dialog', { name: `Order ${number}` })
              .getByRole('region', { name: 'Tracking' });
            await g.see(tracking.getByText('Delivered', { exact: true }));
          },
        },
      ],
    },
  ],
};

/**
 * A demo seller (Calabar Kitchen) whose earnings are past the hold on new money: a new seller's
 * first earnings wait a few days before they can go to a bank, and the guide shows no pretend.
 */
const PAYOUT_SELLER = { email: 'vendor07@oja.ng', password: 'oja-vendor-2026' };

/** A store's earnings, from the balance to the seller's bank. */
export const getPaid: Guide = {
  slug: 'get-paid',
  title: 'Get paid to your bank',
  summary: 'Add your bank account once, then withdraw what you have earned.',
  ownSession: true,
  setup: async ({ page, api }) => {
    await signIn(page, PAYOUT_SELLER.email, PAYOUT_SELLER.password);
    const session = await api.call<{ user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      { username: PAYOUT_SELLER.email, password: PAYOUT_SELLER.password },
    );
    await page.goto(`/vendor/${session.user.businesses[0]!._id}`);
  },
  chapters: [
    {
      title: 'Your balance',
      steps: [
        {
          say: 'Your dashboard shows your balance: what your sales earned, less Oja’s commission.',
          do: (g) => g.see(g.page.getByRole('region', { name: 'Current balance' })),
        },
      ],
    },
    {
      title: 'Add your bank account',
      steps: [
        {
          say: 'Open Account details, tap Add bank account and search for your bank.',
          do: async (g) => {
            await g.menu('Account details');
            await g.page.getByRole('button', { name: 'Add bank account' }).click();
            await g.type(g.page.getByPlaceholder('Search for your bank'), 'gt bank');
            await g.page.getByRole('option', { name: /Guaranty Trust Bank/ }).click();
          },
        },
        {
          say: 'Enter your 10-digit account number and check the name your bank gives.',
          do: async (g) => {
            await g.type(g.page.getByLabel('Account number'), '0123456789');
            await g.page.getByRole('button', { name: 'Check account name' }).click();
            await g.see(g.page.getByText('LAWAL MUSA ADEBAYO'));
          },
        },
        {
          say: 'Save it. Oja e-mails you a code: enter it to confirm the account is yours.',
          do: async (g) => {
            await g.page.getByRole('button', { name: 'Save bank account' }).click();
            await g.see(g.page.getByLabel('Code', { exact: true }));
            const code = await g.api.codeSentTo(PAYOUT_SELLER.email);
            await g.type(g.page.getByLabel('Code', { exact: true }), code);
            await g.page.getByRole('button', { name: 'Confirm' }).click();
            await g.see(g.page.getByText('Ready for withdrawals'));
          },
        },
      ],
    },
    {
      title: 'Withdraw',
      steps: [
        {
          say: 'After a short safety hold on new accounts, enter an amount and tap Withdraw. The fee shows before you confirm.',
          do: async (g) => {
            await g.type(g.page.getByLabel('Amount to withdraw (₦)'), '10000');
            await g.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
            await g.see(g.page.getByText(/Transfer fee/));
          },
        },
        {
          say: 'Confirm. The withdrawal shows Pending, then Successful once your bank has it.',
          do: async (g) => {
            await g.page.getByRole('button', { name: 'Confirm withdrawal' }).click();
            const list = g.page.getByRole('region', { name: 'Withdrawals', exact: true });
            await g.see(list.getByText('Successful', { exact: true }), 30_000);
          },
        },
      ],
    },
  ],
};
