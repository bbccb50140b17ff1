import type { ConfirmPayoutAccountBody } from '#shared/schemas/bank-accounts.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Mailer } from '../../integrations/mail.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import { PaystackError, type PaystackClient } from '../../integrations/paystack/client.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import * as repo from './bank-accounts.repo.ts';
import { confirmationText, maskEmail, payoutAccountView } from './bank-accounts.view.ts';
import { payoutAccountChanged } from './payouts.public.ts';

export const NOT_FOUND_AT_BANK = 'We could not find this account, check the number and the bank';
const WRONG_CODE = 'This code is not right, check it and try again';
const VOID_CODE = 'This code has expired or had too many tries, ask for a new one';
export const bankUnreachable = () =>
  new AppError(502, 'BANK_UNAVAILABLE', 'We could not reach the bank, please try again');

/** Whose account it is: the user, or the business it pays (checked to be theirs). */
type Owner = { ownerKey: string; businessId: string | null; businessName: string | null };

/**
 * The code that confirms a payout account (decision 019): sent to the owner's e-mail and
 * verified phone, checked once, and only then is the provider's transfer recipient made and the
 * account confirmed, usable for withdrawals after the hold.
 */
export function createConfirmation(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  paystack: Pick<PaystackClient, 'createTransferRecipient'>;
  verification: Pick<
    VerificationService,
    'issueTargetedCode' | 'checkCode' | 'useToken' | 'limitSend'
  >;
  contactOf: (
    userId: string,
  ) => Promise<{ firstName: string; email: string; phone: string | null }>;
  mailer: Mailer;
  messenger: Messenger;
  holdMs: number;
  now: () => Date;
  ownerOf: (userId: string, businessId: string | null | undefined) => Promise<Owner>;
}) {
  const { db, holdMs, now, ownerOf } = deps;

  /** A pending account of the caller's, by id (404 for anyone else's). */
  async function ownPending(userId: string, accountId: string) {
    const row = await repo.findAccount(db, accountId);
    if (!row || row.userId !== userId || row.status === 'replaced' || row.status === 'removed')
      throw notFound('Bank account');
    const owner = await ownerOf(userId, row.businessId);
    if (row.status === 'confirmed') throw conflict('This bank account is already confirmed');
    if (row.status === 'cancelled')
      throw conflict('A newer change replaced this bank account, confirm that one instead');
    return { row, owner };
  }

  /** Sends a fresh code for a pending account to its owner; where it went, masked. */
  async function sendCode(
    userId: string,
    account: Pick<repo.PayoutAccountRow, 'id' | 'bankName' | 'accountNumber' | 'accountName'>,
    businessName: string | null,
  ) {
    const contact = await deps.contactOf(userId);
    await deps.verification.limitSend('payout_account', {
      userId,
      destinations: [contact.email, ...(contact.phone ? [contact.phone] : [])],
    });
    const { tokenId, code, expiresInMinutes } = await deps.verification.issueTargetedCode(
      userId,
      'payout_account',
      `payout-account:${account.id}`,
    );
    if (!(await repo.setConfirmationToken(db, account.id, tokenId)))
      throw conflict('This bank account is no longer waiting for a code');
    const words = confirmationText({
      ...contact,
      ...account,
      code,
      expiresInMinutes,
      holdMs,
      businessName,
    });
    await deps.mailer.send({ to: contact.email, subject: words.subject, text: words.mail });
    if (contact.phone)
      await deps.messenger.send({ channel: 'sms', to: contact.phone, text: words.sms });
    return { sentTo: maskEmail(contact.email) };
  }

  return {
    sendCode,

    /** Sends a new code for a pending account (the last one expired or had too many tries). */
    async resendCode(userId: string, accountId: string) {
      const { row, owner } = await ownPending(userId, accountId);
      return sendCode(userId, row, owner.businessName);
    },

    /**
     * Confirms a pending account with its code: the provider's transfer recipient is made, it
     * replaces the owner's confirmed account, and withdrawals may use it after the hold.
     */
    async confirm(userId: string, body: ConfirmPayoutAccountBody) {
      const { row, owner } = await ownPending(userId, body.accountId);
      const tokenId = row.confirmationTokenId;
      const check = tokenId
        ? await deps.verification.checkCode(userId, 'payout_account', tokenId, body.code)
        : 'void';
      if (check === 'wrong') throw badRequest({ code: WRONG_CODE });
      if (check === 'void') throw badRequest({ code: VOID_CODE });
      let recipientCode: string;
      try {
        recipientCode = (
          await deps.paystack.createTransferRecipient({
            name: row.accountName,
            accountNumber: row.accountNumber,
            bankCode: row.bankCode,
            description: owner.businessName ? `Oja payouts: ${owner.businessName}` : 'Oja payouts',
            metadata: { userId, businessId: owner.businessId, payoutAccountId: row.id },
          })
        ).recipientCode;
      } catch (err) {
        if (err instanceof PaystackError && err.status < 500)
          throw new AppError(422, 'ACCOUNT_NOT_FOUND', NOT_FOUND_AT_BANK);
        throw bankUnreachable();
      }
      const confirmedAt = now();
      const usableForPayoutAt = new Date(confirmedAt.getTime() + holdMs);
      const { confirmed, replaced } = await deps.events.transaction(async (tx, publish) => {
        await repo.lockOwner(tx, owner.ownerKey);
        if (!(await deps.verification.useToken(tx, tokenId!)))
          throw badRequest({ code: VOID_CODE });
        // The new details take over the daily payout switch; its hold delays the first payout.
        const autoPayout = (await repo.liveAccountsOf(tx, owner.ownerKey)).some(
          (a) => a.status === 'confirmed' && a.autoPayout,
        );
        const previous = await repo.endAccounts(tx, owner.ownerKey, 'confirmed', 'replaced');
        const done = await repo.confirmAccount(tx, row.id, {
          tokenId: tokenId!,
          recipientCode,
          confirmedAt,
          usableForPayoutAt,
          autoPayout,
        });
        if (!done) throw conflict('This bank account is no longer waiting for a code');
        await publish(payoutAccountChanged, {
          userId,
          accountId: done.id,
          businessId: owner.businessId,
          businessName: owner.businessName,
          change: 'confirmed',
          bankName: done.bankName,
          last4: done.accountNumber.slice(-4),
          usableForPayoutAt: usableForPayoutAt.toISOString(),
        });
        return { confirmed: done, replaced: previous.length > 0 };
      });
      return {
        account: payoutAccountView(confirmed, owner.businessName, now()),
        message: replaced ? 'Bank Account updated successfully' : 'Bank Account added successfully',
      };
    },
  };
}
