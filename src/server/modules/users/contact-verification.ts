import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { WHATSAPP_TEMPLATES, type Messenger } from '../../integrations/messenger.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { duplicateError, phoneOrFail } from './account-fields.ts';
import * as repo from './users.repo.ts';

/**
 * Proving an account's contact details, part of the users service: a link by e-mail, a code by
 * SMS or WhatsApp for a phone number, each within the limits on codes sent.
 */
export function createContactVerification(deps: {
  db: Db;
  config: Pick<Config, 'appUrl'>;
  mailer: Mailer;
  messenger: Messenger;
  verification: VerificationService;
  /** Forgets the user's profile copy once their rows changed here. */
  copies: { forget: (userId: string) => void };
}) {
  const { db, verification, mailer } = deps;
  return {
    /** `address`: the IP address that asked, counted by the limits on codes sent. */
    async sendEmailVerification(userId: string, address?: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound('User');
      if (user.emailVerifiedAt) throw conflict('Your email is already verified');
      await verification.limitSend('email_verification', {
        userId,
        destinations: [user.email],
        address,
      });
      const token = await verification.issueLinkToken(user.id, 'email_verification', user.email);
      await mailer.send({
        to: user.email,
        subject: 'Verify your e-mail on Oja',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Confirm this is your e-mail address by opening this link within 24 hours:',
          `${deps.config.appUrl}/auth/verify-email?userId=${user.id}&token=${token}`,
          '',
          `Verification token: ${token}`,
        ].join('\n'),
      });
    },

    async verifyEmail(userId: string, token: string) {
      const used = await verification.consumeLinkToken('email_verification', token);
      if (!used || used.userId !== userId) {
        throw badRequest({ token: 'This verification link is invalid or has expired' });
      }
      const marked = await repo.markEmailVerified(db, userId, used.target);
      deps.copies.forget(userId);
      if (!marked) {
        throw conflict('Your email changed since this link was sent, please ask for a new one');
      }
    },

    async sendPhoneToken(
      userId: string,
      input: { phoneCode: string; phoneNumber: string; whatsApp: boolean; address?: string },
    ) {
      // Only a number this account holds or is claiming (its owner adding it, so no other
      // account holds it), checked against the numbering plan, and within the sending limits.
      const phone = phoneOrFail(input.phoneCode, input.phoneNumber);
      const taken = await repo.takenFields(db, { phone }, userId);
      if (taken.length > 0) throw duplicateError(taken);
      await verification.limitSend('phone_verification', {
        userId,
        destinations: [`${phone.code}${phone.number}`],
        address: input.address,
      });
      const code = await verification.issueCode(
        userId,
        'phone_verification',
        `${phone.code}:${phone.number}`,
      );
      await deps.messenger.send({
        channel: input.whatsApp ? 'whatsapp' : 'sms',
        to: `${phone.code}${phone.number}`,
        text: `Your Oja verification code is ${code}. It expires in 10 minutes. Do not share it.`,
        // WhatsApp carries codes in an authentication template, with a button that copies it.
        template: { name: WHATSAPP_TEMPLATES.verificationCode, params: [code], copyCode: code },
      });
    },

    async verifyPhone(userId: string, code: string) {
      const target = await verification.consumeCode(userId, 'phone_verification', code);
      if (!target) throw badRequest({ token: 'This code is invalid or has expired' });
      const [phoneCode, phoneNumber] = target.split(':') as [string, string];
      try {
        await repo.updateUser(db, userId, { phoneCode, phoneNumber, phoneVerifiedAt: new Date() });
      } catch (err) {
        if (repo.duplicateField(err) === 'phoneNumber') throw duplicateError(['phoneNumber']);
        throw err;
      } finally {
        deps.copies.forget(userId);
      }
    },
  };
}
