import type {
  PayoutAccount,
  PayoutAccountBody,
  ResolvedAccount,
  VerifyAccountNumberBody,
} from '#shared/schemas/bank-accounts.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Mailer } from '../../integrations/mail.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import { PaystackError, type PaystackClient } from '../../integrations/paystack/client.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { createBankDirectory } from './bank-directory.ts';
import * as repo from './bank-accounts.repo.ts';
import { payoutAccountView } from './bank-accounts.view.ts';
import {
  bankUnreachable,
  createConfirmation,
  NOT_FOUND_AT_BANK,
} from './bank-account-confirmation.ts';
import { payoutAccountChanged } from './payouts.public.ts';

/** Withdrawals wait this long after an account is confirmed (decision 019). */
export const PAYOUT_HOLD_MS = 24 * 3_600_000;

/** Whose payout account: the user's own, or one of their businesses'. */
export type PayoutOwner = { userId: string } | { businessId: string };
/** What a withdrawal needs to pay an owner. */
export type UsablePayoutAccount = {
  accountId: string;
  recipientCode: string;
  accountName: string;
  bankName: string;
  last4: string;
};
export type BankAccountsService = ReturnType<typeof createBankAccountsService>;

/**
 * Bank accounts payouts go to (decision 019): the name always comes from the bank, a new or
 * changed account is confirmed with a code sent to its owner, and withdrawals may use it only
 * once it is confirmed and its 24-hour hold has passed.
 */
export function createBankAccountsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  paystack: Pick<PaystackClient, 'listBanks' | 'resolveAccount' | 'createTransferRecipient'>;
  verification: Pick<
    VerificationService,
    'issueTargetedCode' | 'checkCode' | 'useToken' | 'limitSend'
  >;
  businesses: Pick<BusinessesService, 'owned'>;
  /** Automatic payouts are a paid plan's (the plans module). */
  plans: Pick<PlansService, 'require'>;
  /** The owner's name, e-mail and verified phone (`+2348031234567`), for the code. */
  /** Where a confirmation code goes: the owner's e-mail and verified phone. */
  users: Pick<UsersService, 'me'>;
  mailer: Mailer;
  messenger: Messenger;
  now?: () => Date;
  /** The safety hold after a confirmation (`PAYOUT_HOLD_HOURS`, 24 h by default). */
  holdMs?: number;
  log?: (msg: string, detail: unknown) => void;
}) {
  const { db } = deps;
  const holdMs = deps.holdMs ?? PAYOUT_HOLD_MS;
  const now = deps.now ?? (() => new Date());
  const banks = createBankDirectory({
    listBanks: () => deps.paystack.listBanks(),
    now: () => now().getTime(),
    log: deps.log,
  });

  /** The account's owner, after checking the caller owns the business it pays. */
  async function ownerOf(userId: string, businessId: string | null | undefined) {
    if (!businessId) return { ownerKey: userId, businessId: null, businessName: null };
    const business = await deps.businesses.owned(userId, businessId);
    return { ownerKey: business.id, businessId: business.id, businessName: business.name };
  }

  async function resolve(body: VerifyAccountNumberBody): Promise<ResolvedAccount> {
    const bank = await banks.byCode(body.bankCode);
    if (!bank) throw badRequest({ bankCode: 'Choose your bank from the list' });
    try {
      const found = await deps.paystack.resolveAccount(body.accountNumber, bank.code);
      return {
        accountName: found.accountName,
        accountNumber: found.accountNumber,
        bankCode: bank.code,
        bankName: bank.name,
      };
    } catch (err) {
      if (err instanceof PaystackError && err.status < 500)
        throw new AppError(422, 'ACCOUNT_NOT_FOUND', NOT_FOUND_AT_BANK);
      throw bankUnreachable();
    }
  }

  /** Saves new details as the owner's pending account, replacing an older pending one. */
  async function request(userId: string, body: PayoutAccountBody, mode: 'add' | 'change') {
    if (body.userId && body.userId !== userId)
      throw forbidden('You can only manage your own bank accounts');
    const owner = await ownerOf(userId, body.businessId);
    const resolved = await resolve(body);
    const row = await deps.events.transaction(async (tx, publish) => {
      await repo.lockOwner(tx, owner.ownerKey);
      const live = await repo.liveAccountsOf(tx, owner.ownerKey);
      if (mode === 'add' && live.some((a) => a.status === 'confirmed'))
        throw conflict('You already have a bank account here, update it instead');
      if (mode === 'change' && live.length === 0) throw notFound('Bank account');
      await repo.endAccounts(tx, owner.ownerKey, 'pending_confirmation', 'cancelled');
      const saved = await repo.insertAccount(tx, {
        userId,
        businessId: owner.businessId,
        ownerKey: owner.ownerKey,
        ...resolved,
        status: 'pending_confirmation',
      });
      await publish(payoutAccountChanged, {
        userId,
        accountId: saved.id,
        businessId: owner.businessId,
        businessName: owner.businessName,
        change: 'requested',
        bankName: resolved.bankName,
        last4: resolved.accountNumber.slice(-4),
        usableForPayoutAt: null,
      });
      return saved;
    });
    // The code goes out once the account is saved; if sending fails, a new one can be asked for.
    const { sentTo } = await confirmation.sendCode(userId, row, owner.businessName);
    return { account: payoutAccountView(row, owner.businessName, now()), sentTo };
  }

  async function contactOf(userId: string) {
    const { profile } = await deps.users.me(userId);
    const phone = profile.phoneVerified ? `${profile.phoneCode}${profile.phoneNumber}` : null;
    return { firstName: profile.firstName, email: profile.email, phone };
  }
  const confirmation = createConfirmation({ ...deps, holdMs, now, ownerOf, contactOf });

  return {
    /** Nigerian banks for the bank picker. */
    banks: (search?: string) => banks.list(search),

    /** The name the bank holds for an account number. */
    resolve,

    /** The caller's live payout accounts: their own and their businesses'. */
    async list(userId: string): Promise<PayoutAccount[]> {
      const rows = await repo.liveAccountsOfUser(db, userId);
      const at = now();
      return rows.map((r) => payoutAccountView(r.account, r.businessName, at));
    },

    /** A first payout account for the caller or one of their businesses, pending its code. */
    add: (userId: string, body: PayoutAccountBody) => request(userId, body, 'add'),

    /** New details for an account: pending its code; the confirmed one stays usable meanwhile. */
    change: (userId: string, body: PayoutAccountBody) => request(userId, body, 'change'),

    resendCode: confirmation.resendCode,
    confirm: confirmation.confirm,

    /** Removes the owner's account and any pending change; withdrawals have nowhere to go until a new one is confirmed. */
    async remove(userId: string, businessId: string | undefined) {
      const owner = await ownerOf(userId, businessId);
      await deps.events.transaction(async (tx, publish) => {
        await repo.lockOwner(tx, owner.ownerKey);
        const ended = [
          ...(await repo.endAccounts(tx, owner.ownerKey, 'confirmed', 'removed')),
          ...(await repo.endAccounts(tx, owner.ownerKey, 'pending_confirmation', 'removed')),
        ];
        if (ended.length === 0) throw notFound('Bank account');
        const shown = ended[0]!;
        await publish(payoutAccountChanged, {
          userId,
          accountId: shown.id,
          businessId: owner.businessId,
          businessName: owner.businessName,
          change: 'removed',
          bankName: shown.bankName,
          last4: shown.accountNumber.slice(-4),
          usableForPayoutAt: null,
        });
      });
    },

    /**
     * Turns a business's automatic daily payout on or off (decision 023). Only its owner may, and
     * only on a confirmed account: the switch lives on it.
     */
    async setAutoPayout(userId: string, businessId: string, on: boolean): Promise<PayoutAccount> {
      const owner = await ownerOf(userId, businessId);
      if (on) await deps.plans.require(userId, 'autoPayouts', 'Automatic daily payouts');
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, owner.ownerKey);
        const done = await repo.setAutoPayout(tx, owner.ownerKey, on);
        if (done) return done;
        const live = await repo.liveAccountsOf(tx, owner.ownerKey);
        if (live.length === 0) throw notFound('Bank account');
        throw conflict(
          'Confirm this bank account with the code we sent you before changing automatic payouts',
        );
      });
      return payoutAccountView(row, owner.businessName, now());
    },

    /** The businesses whose balance the daily payout job pays out now. */
    autoPayoutBusinesses: () => repo.autoPayoutBusinesses(db, now()),
    /** The safety hold after a confirmation, for the messages that tell it. */
    holdMs,

    /**
     * Where a withdrawal for this owner may be paid: its confirmed account past the hold, or
     * null (none, unconfirmed, still on hold, or the business changed hands).
     */
    async payoutAccountFor(owner: PayoutOwner): Promise<UsablePayoutAccount | null> {
      const row = await repo.usableAccount(db, owner, now());
      if (!row?.recipientCode) return null;
      return {
        accountId: row.id,
        recipientCode: row.recipientCode,
        accountName: row.accountName,
        bankName: row.bankName,
        last4: row.accountNumber.slice(-4),
      };
    },
  };
}
