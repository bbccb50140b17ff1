import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';

const SENT = {
  subject: 'Oja in December: free delivery weekends and new stores from Aba',
  body: [
    'December is here, and so are the owambe weekends.',
    '',
    'Every Saturday this month, stores in Lagos deliver free on orders above ₦20,000. Look for the "Free delivery" tag on a product.',
    '',
    'New on Oja: leather workshops from Aba, adire from Abeokuta and fresh foodstuff sellers in Ibadan. Follow the ones you like to see their new products first.',
    '',
    'Pay from your Oja wallet for the quickest checkout, and earn points on every order you receive.',
  ].join('\n'),
};

const DRAFT = {
  subject: 'New year, new plans for sellers',
  body: [
    'From January, sellers on Growth and Pro get automatic daily payouts to their bank.',
    '',
    'We will share the details before the change.',
  ].join('\n'),
};

/**
 * Oja's news as the demo shows it: Ada and every other demo shopper who turned it on, one issue
 * sent by the content team (its e-mails in the dev outbox) and one draft for the next.
 */
export async function seedNews(db: Db, services: Services, readers: string[], writerId: string) {
  for (const userId of readers) await services.news.setSubscription(userId, true);
  const sent = await db.transaction((tx) => services.news.create(tx, writerId, SENT));
  await db.transaction((tx) => services.news.send(tx, writerId, sent._id));
  await services.news.deliverQueued();
  await db.transaction((tx) => services.news.create(tx, writerId, DRAFT));
}
