/**
 * Checkouts paid from the wallet, then withdrawals, per second at 20 concurrent users: each user
 * funds their wallet once (payment page on the sandbox, then verify: set-up, not measured; their
 * payout account is confirmed by the server's set-up), then loops over POST /api/v1/orders with
 * `payFrom: WALLET` (two of the same five products, stock taken and the wallet held and charged in
 * one transaction) for BENCH_SECONDS (10), then over POST /api/v1/payments/users/{id}/transfer
 * (₦100 to their bank account: amount and fee held in the ledger, the sandbox's transfer asked
 * for, its webhook settling it 2 s later) for as long. Prints each one's rate and p50/p99, how
 * many withdrawals the webhooks settled, and the wallets left, which must equal what was funded
 * minus what was spent and withdrawn (with fees).
 * Run: npm run bench:wallet
 */
import { percentiles, startChild } from './support.ts';

type Info = { appUrl: string; apiKey: string; buyers: string[]; productIds: string[] };
const FUNDING = 5_000_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const child = await startChild<Info>('bench/checkout-server.ts');
try {
  const { appUrl, apiKey, buyers } = child.info;
  // Every buyer buys from the same five products, as in bench/checkout.ts's hot scenario.
  const productIds = child.info.productIds.slice(0, 5);
  const auth = (token: string) => ({ 'x-api-key': apiKey, authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };
  const userIdOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

  // Set-up: every buyer's wallet holds ₦5,000,000.
  await Promise.all(
    buyers.map(async (token) => {
      const res = await fetch(`${appUrl}/api/v1/users/${userIdOf(token)}/wallet/${FUNDING}/funds`, {
        method: 'POST',
        headers: auth(token),
      });
      const { transaction, authorizationUrl } = (await res.json()).data;
      await fetch(authorizationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'card=success',
        redirect: 'manual',
      });
      await fetch(`${appUrl}/api/v1/orders/transaction-order/${transaction._id}`, {
        method: 'PATCH',
        headers: auth(token),
      });
    }),
  );

  const address = {
    recipientName: 'Bench Buyer',
    phone: '08031234567',
    street: '1 Marina',
    city: 'Lagos Island',
    state: 'Lagos',
  };
  const durations: number[] = [];
  const spent = new Map<string, number>();
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    buyers.map(async (token, b) => {
      for (let n = b; Date.now() < until; n += buyers.length) {
        const t0 = performance.now();
        const res = await fetch(`${appUrl}/api/v1/orders`, {
          method: 'POST',
          headers: { ...auth(token), ...json },
          body: JSON.stringify({
            orderDetails: [
              { productId: productIds[n % productIds.length], count: 1 },
              { productId: productIds[(n + 1) % productIds.length], count: 2 },
            ],
            deliveryAddress: address,
            payFrom: 'WALLET',
          }),
        });
        const body = await res.json();
        if (res.status !== 201 || body.data.transaction.status !== 'SUCCESS') {
          errors++;
          if (errors < 5) console.warn(res.status, JSON.stringify(body.message));
          continue;
        }
        durations.push(performance.now() - t0);
        spent.set(token, (spent.get(token) ?? 0) + body.data.transaction.amount);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const pct = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor(p * durations.length))] ?? 0;
  console.warn(
    `checkouts paid from the wallet, ${buyers.length} concurrent buyers, ${elapsed.toFixed(1)} s:`,
  );
  console.warn(
    `  ${(durations.length / elapsed).toFixed(1)} checkouts/s, p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms, ${durations.length} completed, ${errors} errors`,
  );

  // Withdrawals: each user takes ₦100 (and its ₦10 fee) to their bank account, again and again.
  const taken: number[] = [];
  let withdrawalErrors = 0;
  const withdrawUntil = Date.now() + seconds * 1000;
  const withdrawStarted = Date.now();
  await Promise.all(
    buyers.map(async (token) => {
      while (Date.now() < withdrawUntil) {
        const t0 = performance.now();
        const res = await fetch(`${appUrl}/api/v1/payments/users/${userIdOf(token)}/transfer`, {
          method: 'POST',
          headers: { ...auth(token), ...json },
          body: JSON.stringify({ amount: 100, reason: 'FUND_WITHDRAWAL' }),
        });
        const body = await res.json();
        if (res.status !== 201) {
          withdrawalErrors++;
          if (withdrawalErrors < 5) console.warn(res.status, JSON.stringify(body.message));
          continue;
        }
        taken.push(performance.now() - t0);
        spent.set(token, (spent.get(token) ?? 0) + body.data.total);
      }
    }),
  );
  const withdrawElapsed = (Date.now() - withdrawStarted) / 1000;
  const w = percentiles(taken);
  console.warn(
    `withdrawals from the wallet, ${buyers.length} concurrent users, ${withdrawElapsed.toFixed(1)} s:`,
  );
  console.warn(
    `  ${(taken.length / withdrawElapsed).toFixed(1)} withdrawals/s, p50 ${w.p50.toFixed(0)} ms, p99 ${w.p99.toFixed(0)} ms, ${taken.length} completed, ${withdrawalErrors} errors`,
  );
  // Their webhooks settle them (2 s after each is sent); none is left pending.
  const pendingOf = async (token: string) =>
    (
      await (
        await fetch(
          `${appUrl}/api/v1/payments/withdrawals/${userIdOf(token)}?status=PENDING&limit=1`,
          { headers: auth(token) },
        )
      ).json()
    ).data.totalRecords as number;
  const waitUntil = Date.now() + 60_000;
  let pending = 0;
  do {
    await new Promise((r) => setTimeout(r, 1_000));
    pending = (await Promise.all(buyers.map(pendingOf))).reduce((a, b) => a + b, 0);
  } while (pending > 0 && Date.now() < waitUntil);
  console.warn(
    `  settled by their webhooks: ${taken.length - pending} of ${taken.length}, ${pending} still pending`,
  );

  // The books: each wallet holds exactly what was funded minus what its checkouts cost and what
  // was withdrawn with its fees.
  let wrong = 0;
  for (const token of buyers) {
    const res = await fetch(`${appUrl}/api/v1/payments/wallet/${userIdOf(token)}`, {
      headers: auth(token),
    });
    const { balance } = (await res.json()).data as { balance: number };
    if (Math.abs(balance - (FUNDING - (spent.get(token) ?? 0))) > 0.001) wrong++;
  }
  console.warn(
    `  wallets that disagree with their checkouts and withdrawals: ${wrong} of ${buyers.length}`,
  );
} finally {
  await child.stop();
}
