import type { z } from 'zod';
import { AD_STATUS_LABELS, type AdStatus } from '#shared/ads.ts';
import type { adPatchBodySchema } from '#shared/schemas/ads.ts';
import { nairaToKobo } from '#shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { endAd } from './ad-money.ts';
import { noticeAd } from './ad-notice.ts';
import * as repo from './ads.repo.ts';

type PatchBody = z.output<typeof adPatchBodySchema>;
/** The console's decision on an ad in review: approved, or rejected for a reason. */
type Decision = { approve: boolean; reason?: string };

/** An ad whose card payment has not come in two days is given up. */
const UNPAID_FOR_MS = 2 * 86_400_000;

/** Ads that may still be edited, paused, ended or rejected. */
const OPEN: AdStatus[] = ['PENDING', 'ACTIVE', 'PAUSED'];

const cannot = (row: repo.AdRow, what: string) =>
  conflict(`This ad is ${AD_STATUS_LABELS[row.status].toLowerCase()}: it cannot be ${what}`);

/**
 * What may happen to an ad after it is bought: Oja staff approve or reject one in review from the
 * console; its owner edits it (back to review), pauses, resumes or ends it. Every change that ends
 * an ad refunds what is left in the same transaction, with the ad locked.
 */
export function createAdReview(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post' | 'balance'>;
  now: () => Date;
  /** What may show has changed. */
  changed: () => void;
}) {
  const { db } = deps;

  /** Runs a change on the locked ad; a status it no longer has (a race) is refused. */
  async function change(
    id: string,
    from: AdStatus[],
    what: string,
    apply: (tx: Tx, ad: repo.AdRow, publish: Publish) => Promise<unknown>,
  ) {
    await deps.events.transaction(async (tx, publish) => {
      const ad = (await repo.lockAd(tx, id))!;
      if (!from.includes(ad.status)) throw cannot(ad, what);
      await apply(tx, ad, publish);
    });
    deps.changed();
  }

  async function byStaff(row: repo.AdRow, decision: Decision) {
    if (!decision.approve) {
      const { reason } = decision;
      if (!reason) throw badRequest({ reason: 'Say why it is rejected' });
      return change(row.id, OPEN, 'rejected', async (tx, ad, publish) =>
        noticeAd(tx, publish, await endAd(tx, deps.ledger, ad, 'REJECTED', reason), 'rejected'),
      );
    }
    await change(row.id, ['PENDING'], 'approved', async (tx, ad, publish) => {
      const startsAt = ad.startsAt ?? deps.now();
      const approved = await repo.updateAd(tx, ad.id, {
        status: 'ACTIVE',
        rejectReason: null,
        startsAt,
        endsAt: ad.endsAt ?? new Date(startsAt.getTime() + ad.days * 86_400_000),
      });
      await noticeAd(tx, publish, approved, 'approved');
    });
  }

  async function byOwner(row: repo.AdRow, body: PatchBody) {
    const edits = {
      headline: body.headline === undefined ? undefined : body.headline || null,
      placements: body.placements,
      maxCpcKobo: body.maxCpc === undefined ? undefined : nairaToKobo(body.maxCpc),
      states: body.states,
      categoryIds: body.categories,
    };
    const edited = Object.values(edits).some((v) => v !== undefined);
    if (edited && body.status)
      throw badRequest({ status: 'Change the ad or its status, not both at once' });
    // An edited ad is reviewed again before it shows.
    if (edited)
      return change(row.id, OPEN, 'edited', (tx, ad) =>
        repo.updateAd(tx, ad.id, { ...edits, status: 'PENDING' }),
      );
    if (body.status === 'PAUSED')
      return change(row.id, ['ACTIVE'], 'paused', (tx, ad) =>
        repo.updateAd(tx, ad.id, { status: 'PAUSED' }),
      );
    if (body.status === 'ACTIVE')
      return change(row.id, ['PAUSED'], 'resumed', (tx, ad) =>
        repo.updateAd(tx, ad.id, { status: 'ACTIVE' }),
      );
    if (body.status === 'CANCELLED')
      return change(row.id, OPEN, 'ended', (tx, ad) => endAd(tx, deps.ledger, ad, 'CANCELLED'));
    throw badRequest({ status: 'Change the ad or its status' });
  }

  return {
    /** The owner's change; an ad in review is approved only from the console. */
    async patch(viewerId: string, row: repo.AdRow, body: PatchBody) {
      if (body.status === 'ACTIVE' && row.status === 'PENDING')
        throw forbidden('Oja staff review ads before they show');
      if (row.ownerId !== viewerId) throw forbidden('Only the ad’s owner can change it');
      return byOwner(row, body);
    },

    /** The console's approval or rejection of an ad in review (its permission checked there). */
    decide: byStaff,

    /** Ends each ad whose days are over, and gives up ads unpaid for two days; each on its own. */
    async endDue(at: Date) {
      const due = await repo.dueToEnd(db, at, new Date(at.getTime() - UNPAID_FOR_MS));
      for (const { id } of due)
        await deps.events.transaction(async (tx, publish) => {
          const ad = await repo.lockAd(tx, id);
          if (!ad) return;
          if (ad.status === 'AWAITING_PAYMENT') await endAd(tx, deps.ledger, ad, 'CANCELLED');
          else if (OPEN.includes(ad.status) && ad.endsAt && ad.endsAt <= at)
            await noticeAd(tx, publish, await endAd(tx, deps.ledger, ad, 'COMPLETED'), 'completed');
        });
      if (due.length > 0) deps.changed();
      return due.length;
    },
  };
}
