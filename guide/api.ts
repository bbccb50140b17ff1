/**
 * The guide's off-camera set-up through the API: what happens between two videos (a shopper
 * orders, the shopper confirms receipt, the wallet is funded) without showing those screens.
 */
const API_KEY = 'oja-dev-web-key';

export type GuideApi = ReturnType<typeof guideApi>;

export function guideApi(baseUrl: string) {
  async function call<T>(method: string, path: string, token?: string, body?: unknown) {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T; message?: unknown };
    if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.message)}`);
    return json.data;
  }

  /** Waits until `check` answers true, for up to 20 s. */
  async function until(what: string, check: () => Promise<boolean>) {
    for (const end = Date.now() + 20_000; Date.now() < end;) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  /** Pays on the provider's hosted page with its test card that succeeds. */
  async function payWithTestCard(authorizationUrl: string) {
    // The sandbox's page is the app's own, whatever address the app calls itself by.
    const { pathname, search } = new URL(authorizationUrl);
    const paid = await fetch(`${baseUrl}${pathname}${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=success',
      redirect: 'manual',
    });
    if (paid.status !== 302) throw new Error(`The test card was refused (${paid.status})`);
  }

  return {
    call,

    /** A new account; returns its token. */
    async register(person: {
      firstName: string;
      lastName: string;
      email: string;
      phoneNumber: string;
      handle: string;
      password: string;
    }) {
      return (await call<{ accessToken: string }>('POST', '/users', undefined, person)).accessToken;
    },

    /** The shopper buys one of `productId` for delivery in Enugu, paid by test card. */
    async paidOrder(shopperToken: string, productId: string) {
      const checkout = await call<{
        authorizationUrl: string;
        transaction: { orders: { _id: string }[] };
      }>('POST', '/orders', shopperToken, {
        orderDetails: [{ productId, count: 1, variant: null }],
        deliveryAddress: {
          recipientName: 'Chioma Nwosu',
          phone: '08031234567',
          street: '7 Ogui Road',
          city: 'Enugu',
          lga: 'Enugu North',
          state: 'Enugu',
        },
      });
      await payWithTestCard(checkout.authorizationUrl);
      const orderId = checkout.transaction.orders[0]!._id;
      await until('the order to be paid', async () => {
        const order = await call<{ transaction: { paid: boolean } }>(
          'GET',
          `/orders/${orderId}`,
          shopperToken,
        );
        return order.transaction.paid;
      });
      return orderId;
    },

    /** Puts `naira` in the user's wallet as a shopper does: a funding paid by test card. */
    async fundWallet(token: string, naira: number) {
      const me = await call<{ _id: string }>('GET', '/users/me', token);
      const funding = await call<{ authorizationUrl: string }>(
        'POST',
        `/users/${me._id}/wallet/${naira}/funds`,
        token,
      );
      await payWithTestCard(funding.authorizationUrl);
      await until('the wallet to be funded', async () => {
        const wallet = await call<{ balance: number }>('GET', `/payments/wallet/${me._id}`, token);
        return wallet.balance >= naira;
      });
    },

    /** The newest confirmation code the development outbox holds for this e-mail. */
    async codeSentTo(email: string) {
      const res = await fetch(`${baseUrl}/dev/outbox.json`);
      const outbox = (await res.json()) as { data: { recipient: string; body: string }[] };
      const mail = outbox.data.find((m) => m.recipient === email && /\b\d{6}\b/.test(m.body));
      if (!mail) throw new Error(`No code was sent to ${email}`);
      return /\b(\d{6})\b/.exec(mail.body)![1]!;
    },
  };
}
