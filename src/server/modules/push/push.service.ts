import type { PushSubscriptionBody } from '#shared/schemas/push.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { Pusher, PushNotice } from '../../integrations/web-push.ts';
import * as repo from './push.repo.ts';

export type PushService = ReturnType<typeof createPushService>;

/** Deliveries one run sends; the job runs every minute. */
const PER_RUN = 200;
/** A claim older than this was left by a run that died: taken again. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Web Push to the devices people allowed (decision 081): their subscriptions, and the pushes
 * queued per device, sent at once when they can be and by the job otherwise, retried, never lost
 * to a killed run.
 */
export function createPushService(deps: {
  db: Db;
  pusher: Pusher;
  log?: (msg: string, err: unknown) => void;
}) {
  const log = deps.log ?? (() => {});

  /** Sends what is due (the job), or only the deliveries named (a notice's, at once). */
  async function deliverQueued(
    limit = PER_RUN,
    only?: string[],
  ): Promise<{ sent: number; tried: number }> {
    const claimed = await repo.claim(deps.db, limit, STALE_CLAIM_MS, only);
    let sent = 0;
    for (const c of claimed) {
      const outcome = await deps.pusher.send(c.to, c.notice).catch((err: unknown) => {
        log('push not sent', err);
        return 'retry' as const;
      });
      if (outcome === 'sent') sent += 1;
      await repo.finish(deps.db, c, outcome);
    }
    return { sent, tried: claimed.length };
  }

  return {
    publicKey: () => ({ publicKey: deps.pusher.publicKey }),

    async subscribe(userId: string, body: PushSubscriptionBody): Promise<{ devices: number }> {
      if (!deps.pusher.publicKey)
        throw badRequest({ endpoint: 'Oja sends no notifications to phones here yet' });
      if (!deps.pusher.allows(body.endpoint))
        throw badRequest({ endpoint: 'This is not the address of a browser push service' });
      await repo.saveSubscription(deps.db, userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return { devices: await repo.countDevices(deps.db, userId) };
    },

    async unsubscribe(userId: string, endpoint: string): Promise<{ devices: number }> {
      await repo.removeSubscription(deps.db, userId, endpoint);
      return { devices: await repo.countDevices(deps.db, userId) };
    },

    /**
     * Queues each notice for every device of its user, then sends what it can at once (the job
     * sends the rest). How many were queued: none when the users have no device.
     */
    async push(
      notices: { userId: string; notice: PushNotice & { tag: string } }[],
    ): Promise<number> {
      const queued = await repo.queue(deps.db, notices);
      // Only this notice's deliveries go now; what waits is the job's. A send that fails here
      // stays queued for the job: never a failure of the notice.
      if (queued.length > 0)
        await deliverQueued(queued.length, queued).catch((err: unknown) =>
          log('pushes not sent', err),
        );
      return queued.length;
    },

    deliverQueued,
    forgetOld: () => repo.forgetOld(deps.db),
  };
}
