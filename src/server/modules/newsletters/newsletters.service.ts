import type { PlanLimits } from '#shared/plans.ts';
import type { Newsletter, NewsletterBody, NewsletterPatch } from '#shared/schemas/newsletters.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { RateLimitRule } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, planUpgradeRequired } from '../../errors.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { spendAllowances, type AttemptCounter } from '../../plugins/rate-limit.ts';
import * as deliveries from './newsletter-deliveries.repo.ts';
import { signedLinks } from '../../signed-links.ts';
import { confirmationText, newsletterText } from './newsletter-mail.ts';
import * as repo from './newsletters.repo.ts';

export type NewslettersService = ReturnType<typeof createNewslettersService>;

const hour = 3_600_000;
/** Sign-ups per e-mail address (each sends a confirmation) and per network address. */
export const SUBSCRIBE_LIMITS = {
  perEmail: [{ max: 3, timeWindowMs: 24 * hour }] as RateLimitRule[],
  perAddress: [{ max: 20, timeWindowMs: hour }] as RateLimitRule[],
};
/** Newsletter e-mails sent a minute, all businesses together: a mail server's pace. */
export const NEWSLETTER_SENDS_PER_MINUTE = 60;
/** A claim older than this belongs to a run that stopped: its e-mail is never sent again. */
const STALE_CLAIM_MS = 10 * 60_000;

type OwnedBusiness = { id: string; name: string; handle: string };

/**
 * Businesses' newsletters: double opt-in subscriptions (the answer is the same whoever is already
 * subscribed), drafts the owner writes with products from the catalogue, and sending to the
 * confirmed subscribers a few a minute, each once, through the mail outbox.
 */
export function createNewslettersService(deps: {
  db: Db;
  mailer: Mailer;
  attempts: AttemptCounter;
  appUrl: string;
  secret: string;
  owned: (userId: string, businessId: string) => Promise<OwnedBusiness>;
  openBusiness: (businessId: string) => Promise<{ name: string; handle: string } | null>;
  emailOf: (userId: string) => Promise<string | null>;
  productCards: (ids: string[]) => Promise<Product[]>;
  limitsOf: (userId: string) => Promise<Pick<PlanLimits, 'newslettersPerMonth'>>;
  perMinute?: number;
  log?: (msg: string, err: unknown) => void;
}) {
  const { db } = deps;
  const links = signedLinks(deps.secret);
  const url = (kind: 'confirm' | 'unsubscribe', id: string, version: number) =>
    `${deps.appUrl}/newsletter/${kind}/${links.token(kind, id, version)}`;

  type Found = NonNullable<Awaited<ReturnType<typeof repo.findNewsletter>>>;

  /** Newsletters as the API shows them; their products' cards are read in one query. */
  async function toDtos(list: Found[]): Promise<Newsletter[]> {
    const cards = await deps.productCards([...new Set(list.flatMap((f) => f.row.productIds))]);
    const byId = new Map(cards.map((p) => [p._id, p]));
    return list.map(({ row, recipients, delivered }) => ({
      _id: row.id,
      subject: row.subject,
      body: row.body,
      productIds: row.productIds,
      products: row.productIds.flatMap((id) => byId.get(id) ?? []),
      status: row.status,
      recipients,
      delivered,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  }
  const toDto = async (found: Found) => (await toDtos([found]))[0]!;

  async function ownNewsletter(userId: string, businessId: string, id: string) {
    await deps.owned(userId, businessId);
    const found = await repo.findNewsletter(db, businessId, id);
    if (!found) throw notFound('Newsletter');
    return found;
  }

  /** The subscriber a link names, if its code is right for their current links. */
  async function linked(token: string, purpose: 'confirm' | 'unsubscribe') {
    const id = links.subscriberOf(token);
    const found = id ? await repo.findSubscriber(db, id) : null;
    if (!found || !links.valid(token, purpose, found.row.linkVersion))
      throw notFound('This link is not valid any more: subscription');
    return found;
  }

  /** The products a newsletter shows, only those on sale now: its own catalogue's. */
  async function ownProducts(businessId: string, ids: string[]) {
    const cards = await deps.productCards([...new Set(ids)]);
    if (cards.length !== new Set(ids).size || cards.some((p) => p.businessId !== businessId))
      throw badRequest({ productIds: 'Pick products that are on sale in your store' });
    return [...new Set(ids)];
  }

  return {
    async subscribe(
      viewerId: string | null,
      body: { vendorId: string; email?: string },
      ip: string,
    ) {
      const business = await deps.openBusiness(body.vendorId);
      if (!business) throw notFound('Business');
      const email = body.email ?? (viewerId ? await deps.emailOf(viewerId) : null);
      if (!email) throw badRequest({ email: 'Enter your e-mail address' });
      await spendAllowances(deps.attempts, [
        { key: `newsletter:ip:${ip}`, rules: SUBSCRIBE_LIMITS.perAddress, what: 'sign-ups' },
        {
          key: `newsletter:email:${email}`,
          rules: SUBSCRIBE_LIMITS.perEmail,
          what: 'sign-ups for this e-mail address',
        },
      ]);
      const row = await repo.upsertSubscriber(db, {
        businessId: body.vendorId,
        email,
        userId: viewerId,
      });
      // Only a subscription waiting for its confirmation is sent one.
      if (row.status === 'pending')
        await deps.mailer.send({
          to: email,
          subject: `Confirm your subscription to ${business.name}`,
          text: confirmationText(business.name, url('confirm', row.id, row.linkVersion)),
        });
      return `Check ${email}: we sent a link to confirm your subscription to ${business.name}.`;
    },

    async confirm(token: string) {
      const found = await linked(token, 'confirm');
      if (found.row.status === 'pending')
        await repo.setSubscriberStatus(db, found.row.id, 'confirmed');
      return {
        business: found.business,
        status: found.row.status === 'pending' ? ('confirmed' as const) : found.row.status,
      };
    },

    async unsubscribe(token: string) {
      const found = await linked(token, 'unsubscribe');
      await repo.setSubscriberStatus(db, found.row.id, 'unsubscribed');
      return { business: found.business, status: 'unsubscribed' as const };
    },

    async subscribers(userId: string, businessId: string, page: number, limit: number) {
      await deps.owned(userId, businessId);
      const { rows, counts } = await repo.listSubscribers(db, businessId, offsetOf(page, limit));
      const total = counts.confirmed + counts.pending + counts.unsubscribed;
      const results = rows.map((r) => ({ ...r, since: r.since.toISOString() }));
      return { ...pageOf(results, total, page, limit), counts };
    },

    async list(userId: string, businessId: string, page: number, limit: number) {
      await deps.owned(userId, businessId);
      const { rows, total } = await repo.listNewsletters(db, businessId, offsetOf(page, limit));
      return pageOf(await toDtos(rows), total, page, limit);
    },

    get: async (userId: string, businessId: string, id: string) =>
      toDto(await ownNewsletter(userId, businessId, id)),

    async create(userId: string, businessId: string, body: NewsletterBody) {
      await deps.owned(userId, businessId);
      const productIds = await ownProducts(businessId, body.productIds);
      const id = await repo.insertNewsletter(db, { businessId, ...body, productIds });
      return toDto((await repo.findNewsletter(db, businessId, id))!);
    },

    async update(userId: string, businessId: string, id: string, patch: NewsletterPatch) {
      await ownNewsletter(userId, businessId, id);
      const productIds = patch.productIds && (await ownProducts(businessId, patch.productIds));
      if (!(await repo.updateDraft(db, id, { ...patch, productIds })))
        throw conflict('This newsletter was sent: it can no longer change');
      return toDto((await repo.findNewsletter(db, businessId, id))!);
    },

    async remove(userId: string, businessId: string, id: string) {
      await ownNewsletter(userId, businessId, id);
      if (!(await repo.deleteDraft(db, id)))
        throw conflict('This newsletter was sent: it stays in your history');
    },

    /** The e-mail as a subscriber will read it, with a stand-in unsubscribe link. */
    async preview(userId: string, businessId: string, id: string) {
      const business = await deps.owned(userId, businessId);
      const { row } = await ownNewsletter(userId, businessId, id);
      return {
        subject: row.subject,
        text: newsletterText({
          body: row.body,
          products: await deps.productCards(row.productIds),
          businessName: business.name,
          storeUrl: `${deps.appUrl}/store/${business.handle}`,
          appUrl: deps.appUrl,
          unsubscribeUrl: `${deps.appUrl}/newsletter/unsubscribe/…`,
        }),
      };
    },

    /** Sends a draft to every confirmed subscriber, once, within the plan's monthly allowance. */
    async send(userId: string, businessId: string, id: string) {
      await ownNewsletter(userId, businessId, id);
      const { newslettersPerMonth: allowed } = await deps.limitsOf(userId);
      const queued = await db.transaction(async (tx) => {
        if (allowed !== null && (await repo.countSentThisMonth(tx, businessId)) >= allowed)
          throw planUpgradeRequired(
            `Your plan sends ${allowed} newsletters a month: upgrade to send more`,
          );
        const n = await repo.startSending(tx, businessId, id);
        if (n === null) throw conflict('This newsletter was already sent');
        if (n === 0) throw badRequest({ subscribers: 'Nobody has confirmed a subscription yet' });
        return n;
      });
      return { queued, newsletter: await toDto((await repo.findNewsletter(db, businessId, id))!) };
    },

    /** The scheduled run: the next deliveries, each claimed before its e-mail leaves. */
    async deliverQueued(): Promise<number> {
      await deliveries.closeStaleClaims(db, STALE_CLAIM_MS);
      const claimed = await deliveries.claimDeliveries(
        db,
        deps.perMinute ?? NEWSLETTER_SENDS_PER_MINUTE,
      );
      const products = new Map<string, Promise<Product[]>>();
      let sent = 0;
      for (const d of claimed) {
        if (!products.has(d.newsletterId))
          products.set(d.newsletterId, deps.productCards(d.productIds));
        const unsubscribeUrl = url('unsubscribe', d.subscriberId, d.linkVersion);
        const ok = await deps.mailer
          .send({
            to: d.email,
            subject: d.subject,
            text: newsletterText({
              body: d.body,
              products: await products.get(d.newsletterId)!,
              businessName: d.businessName,
              storeUrl: `${deps.appUrl}/store/${d.handle}`,
              appUrl: deps.appUrl,
              unsubscribeUrl,
            }),
            // One tap in the mail app leaves the list (RFC 2369, RFC 8058).
            headers: {
              'List-Unsubscribe': `<${unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          })
          .then(() => true)
          .catch((err: unknown) => {
            deps.log?.('newsletter e-mail not sent', err);
            return false;
          });
        await deliveries.markDelivery(db, d, ok ? 'sent' : 'failed');
        if (ok) sent += 1;
      }
      await deliveries.finishNewsletters(db);
      return sent;
    },
  };
}
