import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { accounts } from '../src/server/modules/ledger/ledger.public.ts';
import { createServices } from '../src/server/services.ts';
import { fetchThrough } from '../src/server/testing/fetch-through.ts';
import { confirmPayoutAccount, setUpConfig } from './support.ts';

// The cluster benchmark's marketplace (cluster.ts), made through the API of an app built
// in-process on the primary before the instances start.

export type Person = { id: string; token: string; email: string };
export type ClusterWorld = {
  vendor: Person;
  businessId: string;
  productIds: string[];
  buyers: Person[];
  savers: Person[];
  /** Units each product had when the load began. */
  stock: number;
};

const STOCK = 1_000_000;
const BUYERS = 12;
const SAVERS = 4;
const SAVINGS_NAIRA = 500_000;

export async function makeClusterWorld(
  database: Database,
  env: NodeJS.ProcessEnv,
  headers: Record<string, string>,
): Promise<ClusterWorld> {
  const config = setUpConfig(env);
  // The ledger, to fund wallets as card payments long ago would have, and the uploads' record.
  const services = createServices({ config, db: database.db });
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    logger: false,
    fetch: fetchThrough(() => app),
  });
  const call = async (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: object,
    token?: string,
  ) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  let phone = 0;
  const register = async (who: string): Promise<Person> => {
    phone += 1;
    const email = `${who}${phone}@cluster.oja.ng`;
    const data = await call('POST', '/users', {
      firstName: 'Ngozi',
      lastName: `${who[0]!.toUpperCase()}${who.slice(1)}${phone}`,
      email,
      phoneCode: '+234',
      phoneNumber: `0806${String(1_000_000 + phone)}`,
      handle: `cluster_${who}_${phone}`,
      password: 'correct-horse-42',
    });
    return { id: data.user._id, token: data.accessToken, email };
  };
  const fund = (account: string, naira: number) =>
    database.db.transaction((tx) =>
      services.ledger.post(tx, {
        kind: 'BENCH_CREDIT',
        reference: uuidv7(),
        at: new Date(Date.now() - 31 * 86_400_000),
        entries: [
          { account: accounts.provider, amountKobo: -BigInt(naira * 100) },
          { account, amountKobo: BigInt(naira * 100) },
        ],
      }),
    );

  const vendor = await register('vendor');
  const shop = await call(
    'POST',
    '/businesses',
    { name: 'Ikeja Adire House', handle: 'ikeja-adire-house', state: 'Lagos' },
    vendor.token,
  );
  await call('PUT', `/businesses/${shop._id}/delivery-fees`, { defaultFee: 1500 }, vendor.token);
  const photo = '/uploads/cluster-adire.webp';
  await services.uploads.record(vendor.id, photo);
  const productIds: string[] = [];
  for (const name of ['Adire wrapper', 'Aso oke cap', 'Ankara tote', 'Batik scarf', 'Kaftan'])
    productIds.push(
      (
        await call(
          'POST',
          '/products',
          { businessId: shop._id, name, unitPrice: 7_500, quantity: STOCK, photos: [photo] },
          vendor.token,
        )
      )._id,
    );

  // An approved ad of the first product, paid from the vendor's wallet, for impressions.
  await fund(accounts.wallet(vendor.id), 50_000);
  const ad = await call(
    'POST',
    '/ads',
    {
      kind: 'PRODUCT',
      targetId: productIds[0],
      headline: 'Hand-dyed in Abeokuta',
      placements: ['HOME_PAGE', 'VENDORSTACK'],
      dailyBudget: 5_000,
      days: 2,
      maxCpc: 50,
      amount: 10_000,
      payWith: 'WALLET',
    },
    vendor.token,
  );
  // Approved as the console's review approves it (the console asks staff for a second factor).
  const support = await register('support');
  await services.ads.review(support.id, ad.ad._id, { approve: true });

  const buyers: Person[] = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await register('buyer'));
  const savers: Person[] = [];
  for (let i = 0; i < SAVERS; i++) {
    const saver = await register('saver');
    await confirmPayoutAccount(app, database.db, saver, '0123456789', headers['x-api-key']!);
    await fund(accounts.wallet(saver.id), SAVINGS_NAIRA);
    savers.push(saver);
  }
  await app.close();
  return { vendor, businessId: shop._id, productIds, buyers, savers, stock: STOCK };
}
