/**
 * Complete checkouts at 20 concurrent buyers: each buyer loops over POST /api/v1/orders (one
 * product, two of it) → pays on the sandbox's hosted page with the success card →
 * PATCH /api/v1/orders/transaction-order/{id} (verify and apply), in two scenarios measured
 * alternately in one run (BENCH_SECONDS each, twice):
 * - hot: every buyer buys from the same five products, so checkouts compete for their rows;
 * - spread: each buyer buys only its own product, so no two checkouts touch one product row.
 * Both buy from one shop. Prints checkouts/s and p50/p99 of a whole checkout and of each step
 * (placing the orders, where the stock is taken; paying; verifying) per scenario, and hot's p99
 * as a multiple of spread's (target ≤ 1.5). Figures only: nothing here passes or fails.
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
  type Figures = { durations: number[]; place: number[]; pay: number[]; verify: number[] };
  const figures = (): Figures => ({ durations: [], place: [], pay: [], verify: [] });
  let errors = 0;

  async function checkoutOnce(token: string, productId: string, steps: Figures) {
    const auth = { 'x-api-key': apiKey, authorization: `Bearer ${token}` };
    const t0 = performance.now();
    const placed = await fetch(`${appUrl}/api/v1/orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderDetails: [{ productId, count: 2 }],
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

  /** Every buyer checks out in a loop for `seconds`, buying the product `productOf` names. */
  async function scenario(
    productOf: (buyer: number, n: number) => string,
    into: Figures,
    forSeconds = seconds,
  ) {
    const until = Date.now() + forSeconds * 1000;
    const started = Date.now();
    await Promise.all(
      buyers.map(async (token, b) => {
        for (let n = 0; Date.now() < until; n++) {
          const t0 = performance.now();
          try {
            await checkoutOnce(token, productOf(b, n), into);
            into.durations.push(performance.now() - t0);
          } catch (err) {
            errors++;
            if (errors < 5) console.warn(String(err));
          }
        }
      }),
    );
    return (Date.now() - started) / 1000;
  }

  const hot = figures();
  const spread = figures();
  const elapsed = { hot: 0, spread: 0 };
  // The app's code is compiled while it first runs: a few seconds first, not counted.
  await scenario((b, n) => productIds[(b + n) % 5]!, figures(), 3);
  // Alternated, so a slower moment of the shared machine falls on both.
  for (let round = 0; round < 2; round++) {
    elapsed.spread += await scenario((b) => productIds[b]!, spread);
    elapsed.hot += await scenario((b, n) => productIds[(b + n) % 5]!, hot);
  }
  const pct = (p: number, of: number[]) => {
    const sorted = [...of].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  };
  const ms = (p: number, of: number[]) => `${pct(p, of).toFixed(0)} ms`;
  console.warn(
    `complete checkouts (order + sandbox payment + verify), ${buyers.length} concurrent buyers, ${2 * seconds} s each:`,
  );
  for (const [name, f] of [
    ['spread (each buyer its own product)', spread],
    ['hot (all buyers on 5 products)', hot],
  ] as const) {
    const time = name.startsWith('hot') ? elapsed.hot : elapsed.spread;
    console.warn(
      `  ${name}: ${(f.durations.length / time).toFixed(1)} checkouts/s, p50 ${ms(0.5, f.durations)}, p99 ${ms(0.99, f.durations)}, ${f.durations.length} completed`,
    );
    console.warn(
      `    steps: place orders p50 ${ms(0.5, f.place)}, p99 ${ms(0.99, f.place)}; pay p50 ${ms(0.5, f.pay)}, p99 ${ms(0.99, f.pay)}; verify p50 ${ms(0.5, f.verify)}, p99 ${ms(0.99, f.verify)}`,
    );
  }
  const ratio = pct(0.99, hot.durations) / pct(0.99, spread.durations);
  console.warn(
    `hot p99 = ${ratio.toFixed(2)} × spread p99 (target ≤ 1.5); placing the orders: ${(pct(0.99, hot.place) / pct(0.99, spread.place)).toFixed(2)} ×; ${errors} errors`,
  );
} finally {
  await child.stop();
}
