import type { RateLimitRule } from '../config-types.ts';
import { spendAllowances, type AttemptCounter } from '../plugins/rate-limit.ts';
import type { Mailer } from './mail.ts';
import type { Messenger } from './messenger.ts';
import type { Pusher } from './web-push.ts';

/**
 * Mail and text messages that are not codes (notices, newsletters, support answers), limited per
 * destination: one address or number receives at most so many from Oja in each window, whoever
 * caused them, so no one can use Oja to flood someone else's inbox or phone. A message over the
 * limit is refused with a 429 (senders of notices log it; the notice stays in the app). Codes and
 * links keep limits of their own (verification.limitSend) and do not go through here, so a flood
 * of notices never keeps an owner from their sign-in or reset code.
 */
export function capPerDestination(
  deps: { mail: Mailer; texts: Messenger; pusher: Pusher; attempts: AttemptCounter },
  rules: RateLimitRule[],
): { mail: Mailer; texts: Messenger; push: Pusher } {
  const spend = (channel: string, to: string, what: string) =>
    spendAllowances(deps.attempts, [
      { key: `off-app:${channel}:${to.trim().toLowerCase()}`, rules, what },
    ]);
  return {
    mail: {
      send: async (mail) => {
        await spend('email', mail.to, 'Too many e-mails were sent to this address');
        await deps.mail.send(mail);
      },
    },
    texts: {
      send: async (message) => {
        await spend(message.channel, message.to, 'Too many messages were sent to this number');
        await deps.texts.send(message);
      },
    },
    // A phone past the limit is not pushed to: the notice stays in the app.
    push: {
      ...deps.pusher,
      send: async (to, notice) => {
        const allowed = await spend('push', to.endpoint, 'Too many pushes were sent to this device')
          .then(() => true)
          .catch(() => false);
        return allowed ? deps.pusher.send(to, notice) : 'refused';
      },
    },
  };
}
