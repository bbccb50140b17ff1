import type { NewsIssue, NewsIssueBody, NewsOverview } from '#shared/schemas/news.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { pageOf } from '../../paging.ts';
import { signedLinks } from '../../signed-links.ts';
import * as repo from './news.repo.ts';

/** E-mails a run of the delivery job sends at most (it runs every minute). */
export const NEWS_SENDS_PER_RUN = 120;
/** A claim older than this belongs to a run that stopped: never sent again. */
const STALE_CLAIM_MS = 10 * 60_000;

const toView = (v: repo.IssueView): NewsIssue => ({
  _id: v.row.id,
  subject: v.row.subject,
  body: v.row.body,
  status: v.row.status,
  recipients: v.recipients,
  sent: v.sent,
  failed: v.failed,
  writtenBy: v.writtenBy,
  sentBy: v.sentBy,
  sentAt: v.row.sentAt?.toISOString() ?? null,
  createdAt: v.row.createdAt.toISOString(),
  updatedAt: v.row.updatedAt.toISOString(),
});

/** An issue as its e-mail reads (plain text): the news, and how to stop receiving it. */
export function newsText(n: { body: string; firstName: string; appUrl: string; leaveUrl: string }) {
  return [
    `Hello ${n.firstName},`,
    '',
    n.body,
    '',
    `Shop on Oja: ${n.appUrl}`,
    '',
    '—',
    'You get this e-mail because you asked for Oja’s news in your account settings.',
    `Stop receiving it: ${n.leaveUrl}`,
  ].join('\n');
}

/**
 * Oja's news to its users (decision 080): people turn it on or off in their account (off until
 * they do); staff write an issue and send it once to everyone subscribed at that moment, a few
 * e-mails a minute, each claimed before it leaves; every e-mail carries a one-tap way out.
 */
export function createNewsService(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  perRun?: number;
  log?: (msg: string, err: unknown) => void;
}) {
  const { db } = deps;
  const links = signedLinks(deps.secret, 'oja news links');
  const leaveUrl = (userId: string, version: number) =>
    `${deps.appUrl}/news/unsubscribe/${links.token('unsubscribe', userId, version)}`;

  async function issue(id: string, executor: Executor = db) {
    const found = await repo.findIssue(executor, id);
    if (!found) throw notFound('Issue');
    return found;
  }

  return {
    async subscription(userId: string) {
      return { subscribed: (await repo.subscription(db, userId))?.subscribed ?? false };
    },

    async setSubscription(userId: string, subscribed: boolean) {
      await repo.setSubscribed(db, userId, subscribed);
      return { subscribed };
    },

    /** The e-mail's link: the news stops (the same answer when it had already stopped). */
    async unsubscribe(token: string) {
      const userId = links.subscriberOf(token);
      const row = userId ? await repo.subscription(db, userId) : null;
      if (!row || !links.valid(token, 'unsubscribe', row.linkVersion))
        throw badRequest({ token: 'This link is not valid: open the latest e-mail from Oja' });
      if (row.subscribed) await repo.setSubscribed(db, row.userId, false);
      return { subscribed: false };
    },

    async overview(page: number, limit: number): Promise<NewsOverview> {
      const [subscribers, { rows, total }] = await Promise.all([
        repo.countSubscribers(db),
        repo.listIssues(db, (page - 1) * limit, limit),
      ]);
      return { subscribers, issues: pageOf(rows.map(toView), total, page, limit) };
    },

    get: async (id: string) => toView(await issue(id)),

    /** The console writes drafts in the same transaction as their audit record. */
    async create(tx: Executor, staffId: string, body: NewsIssueBody) {
      const id = await repo.insertIssue(tx, { ...body, writtenBy: staffId });
      return toView(await issue(id, tx));
    },

    async update(tx: Executor, id: string, body: NewsIssueBody) {
      const before = await issue(id, tx);
      if (!(await repo.updateDraft(tx, id, body)))
        throw conflict('This issue was sent: it can no longer change');
      return { before: toView(before), after: toView(await issue(id, tx)) };
    },

    async remove(tx: Executor, id: string) {
      const before = await issue(id, tx);
      if (!(await repo.deleteDraft(tx, id)))
        throw conflict('This issue was sent: it stays in the history');
      return toView(before);
    },

    /** The e-mail as a subscriber reads it, with a stand-in name and link. */
    async preview(id: string) {
      const { row } = await issue(id);
      return {
        subject: row.subject,
        text: newsText({
          body: row.body,
          firstName: 'Ada',
          appUrl: deps.appUrl,
          leaveUrl: `${deps.appUrl}/news/unsubscribe/…`,
        }),
      };
    },

    /** Queues a draft for everyone subscribed now, once; the number queued. */
    async send(tx: Executor, staffId: string, id: string) {
      await issue(id, tx);
      const queued = await repo.startSending(tx, id, staffId);
      if (queued === null) throw conflict('This issue was already sent');
      if (queued === 0)
        throw badRequest({ subscribers: 'Nobody has asked for Oja’s news yet: nothing to send' });
      return { queued, issue: toView(await issue(id, tx)) };
    },

    /** The scheduled run: the next deliveries, each claimed before its e-mail leaves. */
    async deliverQueued(): Promise<number> {
      await repo.closeStaleClaims(db, STALE_CLAIM_MS);
      const claimed = await repo.claimDeliveries(db, deps.perRun ?? NEWS_SENDS_PER_RUN);
      let sent = 0;
      for (const d of claimed) {
        const url = leaveUrl(d.userId, d.linkVersion);
        const ok = await deps.mailer
          .send({
            to: d.email,
            subject: d.subject,
            text: newsText({ ...d, appUrl: deps.appUrl, leaveUrl: url }),
            // One tap in the mail app leaves the list (RFC 2369, RFC 8058).
            headers: {
              'List-Unsubscribe': `<${url}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          })
          .then(() => true)
          .catch((err: unknown) => {
            deps.log?.('news e-mail not sent', err);
            return false;
          });
        await repo.markDelivery(db, d, ok ? 'sent' : 'failed');
        if (ok) sent += 1;
      }
      await repo.finishIssues(db);
      return sent;
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
