import type { Db, Executor } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail.ts';
import * as repo from './notifications.repo.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** A notification and the page its e-mail links to. */
export type Notice = repo.NewNotification & { link: string };

/**
 * Order events (and later others) stored for the notifications screen inside the caller's
 * transaction, then e-mailed once that transaction has committed.
 */
export function createNotificationsService(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log?: (msg: string, err: unknown) => void;
}) {
  return {
    record: (tx: Executor, list: Notice[]) =>
      repo.insertNotifications(
        tx,
        list.map(({ link: _link, ...n }) => n),
      ),

    /** Best effort: a mail that cannot be sent never undoes the event it reports. */
    async email(list: Notice[]) {
      if (list.length === 0) return;
      const emails = await repo.emailsOf(deps.db, [...new Set(list.map((n) => n.userId))]);
      for (const n of list) {
        const to = emails.get(n.userId);
        if (!to) continue;
        await deps.mailer
          .send({
            to,
            subject: n.title,
            text: `${n.body}\n\n${deps.appUrl}${n.link}\n\n— Oja`,
          })
          .catch((err: unknown) => deps.log?.('order e-mail not sent', err));
      }
    },
  };
}
