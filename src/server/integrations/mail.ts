import nodemailer from 'nodemailer';
import type { OutboxService } from '../modules/outbox/outbox.service.ts';

/** An e-mail: plain text, with headers of its own where it needs them (List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** SMTP when `SMTP_URL` is set; otherwise mail is kept in the dev outbox (`/dev/outbox`). */
export function createMailer(opts: {
  outbox: Pick<OutboxService, 'keep'>;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    send: (mail) =>
      opts.outbox.keep({
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
  };
}
