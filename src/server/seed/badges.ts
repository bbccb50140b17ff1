import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import type { Storage } from '../integrations/storage.ts';
import { accounts } from '../modules/ledger/ledger.public.ts';
import type { Services } from '../services.ts';
import { storePictures } from './artwork.ts';
import type { SeededShop } from './catalogue.ts';
import { SUPPORT_OPERATOR } from './support.ts';

/**
 * Money in a user's wallet as a card top-up leaves it (the provider's page is not up while the
 * demo is made): provider → wallet, read in the wallet's history as a funding.
 */
async function topUp(db: Db, services: Services, userId: string, naira: number) {
  const amountKobo = BigInt(naira * 100);
  await db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'WALLET_FUNDING',
      reference: uuidv7(),
      memo: 'Wallet top-up by card',
      // Made a month ago: past the hold on card money (decision 020), as a real history would be.
      at: new Date(Date.now() - 30 * 86_400_000),
      entries: [
        { account: accounts.provider, amountKobo: -amountKobo },
        { account: accounts.wallet(userId), amountKobo },
      ],
    }),
  );
}

/**
 * Two verified accounts for the demo, each through the same steps as anyone's: a photo, the
 * checklist met, the fee paid from the wallet, then Oja's operator approves. The creator
 * Funmilayo gets a creator's badge (her posts and followers meet its checklist, see posts.ts) and
 * the demo vendor's first shop a business badge (its completed orders from customers meet its
 * checklist). Everyone else can open "Get verified" and see what is still missing.
 */
export async function seedBadges(
  db: Db,
  services: Services,
  storage: Storage,
  verified: { creatorId: string; shop: SeededShop },
) {
  const operator = await services.users.findByLogin({ text: SUPPORT_OPERATOR.email, phone: null });
  if (!operator) return;

  const urls = await storePictures(storage, [
    {
      kind: 'logo',
      emoji: '👩🏾',
      colours: ['#f4a261', '#2a9d8f'],
      name: 'avatar-funmilayo',
    },
  ]);
  const avatar = [...urls.values()][0]!;
  await services.uploads.record(verified.creatorId, avatar);
  await services.users.updateProfile(verified.creatorId, { avatar });

  const requests = [
    { userId: verified.creatorId, kind: 'CREATOR', subjectId: verified.creatorId },
    { userId: verified.shop.ownerId, kind: 'BUSINESS', subjectId: verified.shop.businessId },
  ] as const;
  for (const r of requests) {
    // A checklist made stricter by the settings (BADGE_*) goes unmet: no tick is given then.
    if (!(await services.badges.status(r.userId, r.kind, r.subjectId)).eligible) continue;
    const fee = Number(await services.badges.feeOf(r.kind)) / 100;
    await topUp(db, services, r.userId, fee);
    const paid = await services.badges.pay(r.userId, r.kind, r.subjectId, { payWith: 'WALLET' });
    if (paid.request) await services.badges.approve(operator.id, paid.request._id);
  }
}
