import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { lagosDay } from '#shared/dates.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as counts from './ad-counts.repo.ts';
import { billClicks, type ClickToBill } from './ad-money.ts';
import { noticeAd } from './ad-notice.ts';
import { ads } from './ads.schema.ts';

type Seen = { adId: string; viewer: string; userId: string | null; bot: boolean; at: Date };
type Clicked = ClickToBill & { adId: string };

/** Past this many waiting events, a flush starts at once. */
const FLUSH_AT = 2_000;
/** What the database refused is tried again this many times, then dropped (and never billed). */
const TRIES = 3;

/**
 * Impressions and clicks are kept in memory and written in batches every `flushMs` and when
 * the app stops (decision 057): a request never waits on them. A crash loses at most one
 * interval of them, and a lost click is never billed: money moves only when a click is written.
 */
export function createAdCounter(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post' | 'balance'>;
  flushMs: number;
  perAddress: number;
  /** Called after clicks were billed: what ads may show has changed. */
  billed: () => void;
  log: (msg: string, detail?: unknown) => void;
}) {
  let seen: Seen[] = [];
  let clicked: Clicked[] = [];
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<boolean> | undefined;

  const schedule = () => {
    if (!timer) {
      timer = setInterval(() => void flush(), deps.flushMs);
      timer.unref();
    }
    if (seen.length + clicked.length >= FLUSH_AT && !writing) void flush();
  };

  async function writeImpressions(batch: Seen[]) {
    if (batch.length === 0) return;
    const owners = await deps.db
      .select({ id: ads.id, ownerId: ads.ownerId })
      .from(ads)
      .where(inArray(ads.id, [...new Set(batch.map((s) => s.adId))]));
    const ownerOf = new Map(owners.map((o) => [o.id, o.ownerId]));
    // The owner's own views and bots' are not counted; nor are views of an ad deleted since.
    const counted = batch.filter(
      (s) => !s.bot && ownerOf.has(s.adId) && ownerOf.get(s.adId) !== s.userId,
    );
    await deps.db.transaction(async (tx) => {
      const fresh = await counts.insertViews(
        tx,
        counted.map((s) => ({ adId: s.adId, day: lagosDay(s.at), viewer: s.viewer })),
      );
      const perDay = new Map<string, counts.DayCounts>();
      for (const v of fresh) {
        const key = `${v.adId} ${v.day}`;
        const row = perDay.get(key) ?? { adId: v.adId, day: v.day, impressions: 0 };
        row.impressions! += 1;
        perDay.set(key, row);
      }
      await counts.addToDays(tx, [...perDay.values()]);
    });
  }

  async function writeClicks(batch: Clicked[]) {
    const byAd = new Map<string, Clicked[]>();
    for (const c of batch) byAd.set(c.adId, [...(byAd.get(c.adId) ?? []), c]);
    let billed = 0;
    for (const [adId, clicks] of byAd) {
      const result = await deps.events.transaction(async (tx, publish) => {
        const done = await billClicks(tx, deps.ledger, adId, clicks, deps.perAddress);
        if (done.completed) await noticeAd(tx, publish, done.ad!, 'completed');
        return done;
      });
      billed += result.billed;
    }
    if (billed > 0) deps.billed();
  }

  async function write(): Promise<boolean> {
    const views = seen;
    const taps = clicked;
    seen = [];
    clicked = [];
    try {
      await writeImpressions(views);
      await writeClicks(taps);
      refused = 0;
      return true;
    } catch (err) {
      refused += 1;
      if (refused < TRIES) {
        seen = views.concat(seen);
        clicked = taps.concat(clicked);
        deps.log('ads: could not write impressions and clicks, trying again', err);
      } else {
        refused = 0;
        deps.log(
          'ads: impressions and clicks dropped (not billed), the database refused them',
          err,
        );
      }
      return false;
    }
  }

  /** Writes what was counted so far; false (and logged) when the database refused it. */
  async function flush(): Promise<boolean> {
    while (writing) await writing;
    if (seen.length + clicked.length === 0) return true;
    writing = write().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  return {
    impression(s: Seen) {
      seen.push(s);
      schedule();
    },
    click(c: Omit<Clicked, 'id'>) {
      clicked.push({ ...c, id: uuidv7() });
      schedule();
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type AdCounter = ReturnType<typeof createAdCounter>;
