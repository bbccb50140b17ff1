import type { GuideApi } from './api.ts';
import type { Guide, Story } from './guide.ts';
import { runAd } from './guides-ads.ts';
import { getPaid, takeOrder } from './guides-orders.ts';
import { addProduct, openStore } from './guides-store.ts';

/** The seller's guide, in the order a new seller needs it: each video goes on from the last. */
export const GUIDES: Guide[] = [openStore, addProduct, takeOrder, getPaid, runAd];

/** The screens are phone-sized: most sellers run their store from a phone. */
export const GUIDE_VIEWPORT = { width: 375, height: 740 } as const;

/**
 * A new seller, Bola, signed up through the API (signing up has its own journeys). On a database
 * that has seen the story before, `again` makes her names unique with the stamp.
 */
export async function newStory(api: GuideApi, stamp: string, again = false): Promise<Story> {
  const unique = (name: string, joiner: string) => (again ? `${name}${joiner}${stamp}` : name);
  const email = `bola${stamp}@example.ng`;
  const password = 'bola-sells-bags';
  const token = await api.register({
    firstName: 'Bola',
    lastName: 'Adeyemi',
    email,
    phoneNumber: `0805${stamp.slice(-7)}`,
    handle: unique('bola_adeyemi', '_'),
    password,
  });
  return {
    stamp,
    seller: { email, password, token },
    storeName: 'Bola Bags & Co',
    handle: unique('bola-bags', '-'),
    productName: 'Ankara tote bag',
    businessId: '',
    productId: '',
    orderNumber: '',
    orderId: '',
    shopperToken: '',
  };
}
