/**
 * Complete checkouts per second at 20 concurrent buyers: each buyer loops over
 * POST /api/v1/orders (two products) → pays on the sandbox's hosted page with the success card →
 * PATCH /api/v1/orders/transaction-order/{id} (verify and apply), for BENCH_SECONDS (10).
 * Every buyer buys from the same five products (two of them per checkout), so checkouts compete
 * for the same product rows. Prints checkouts/s and p50/p99 of a whole checkout, and of each
 * step alone (placing the orders, where the stock is taken; paying; verifying).
 * Run: npm run bench:checkout
 */
import { startChild } from './support.ts';

type Info = { appUrl: string; apiKey: string; buyers: string[]; productIds: string[] };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const child = await startChild<Info>('bench/checkout-server.ts');
try {
  const { appUrl, apiKey, buyers, productIds } = child.info;
  const address = {
    recipientName: 'Bench Buyer',
    phone: '08031234567',
    street: '1 Marina',
    city: 'Lagos Island',
    state: 'Lagos',
  };
  const durations: number[] = [];
  // Each step of a checkout on its own: placing the orders (where the stock is taken), paying on
  // the sandbox's page, verifying the payment.
  const steps = { place: [] as number[], pay: [] as number[], verify: [] as number[] };
  let errors = 0;
  const until = Date.now() + seconds * 1000;

  async function checkoutOnce(token: string, n: number) {
    const auth = { 'x-api-key': apiKey, authorization: `Bearer ${token}` };
    const t0 = performance.now();
    const placed = await fetch(`${appUrl}/api/v1/orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderDetails: [
          { productId: productIds[n % productIds.length], count: 1 },
          { productId: productIds[(n + 1) % productIds.length], count: 2 },
        ],
        deliveryAddress: address,
      }),
    });
    if (placed.status !== 201) throw new Error(`checkout ${placed.status}`);
    const { transaction, authorizationUrl } = (await placed.json()).data;
    const t1 = performance.now();
    steps.place.push(t1 - t0);
    const paid = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=success',
      redirect: 'manual',
    });
    if (paid.status !== 302) throw new Error(`sandbox ${paid.status}`);
    const t2 = performance.now();
    steps.pay.push(t2 - t1);
    const verified = await fetch(`${appUrl}/api/v1/orders/transaction-order/${transaction._id}`, {
      method: 'PATCH',
      headers: auth,
    });
    const status = (await verified.json()).data?.status;
    steps.verify.push(performance.now() - t2);
    if (status !== 'SUCCESS') throw new Error(`verify ${verified.status} ${status}`);
  }

  const started = Date.now();
  await Promise.all(
    buyers.map(async (token, b) => {
      for (let n = b; Date.now() < until; n += buyers.length) {
        const t0 = performance.now();
        try {
          await checkoutOnce(token, n);
          durations.push(performance.now() - t0);
        } catch (err) {
          errors++;
          if (errors < 5) console.warn(String(err));
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  for (const step of Object.values(steps)) step.sort((a, b) => a - b);
  const pct = (p: number, of = durations) =>
    of[Math.min(of.length - 1, Math.floor(p * of.length))] ?? 0;
  console.warn(
    `complete checkouts (order + sandbox payment + verify), ${buyers.length} concurrent buyers, ${elapsed.toFixed(1)} s:`,
  );
  console.warn(
    `  ${(durations.length / elapsed).toFixed(1)} checkouts/s, p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms, ${durations.length} completed, ${errors} errors`,
  );
  const [place, pay, verify] = [steps.place, steps.pay, steps.verify].map(
    (of) => `p50 ${pct(0.5, of).toFixed(0)} ms, p99 ${pct(0.99, of).toFixed(0)} ms`,
  );
  console.warn(`  steps: place orders ${place}; pay ${pay}; verify ${verify}`);
} finally {
  await child.stop();
}
