import { z } from 'zod';
import { idSchema, pageQuery, paged } from './envelope.ts';

/** A kind of ledger account (`wallet`, `business`, `escrow`…): letters and hyphens. */
export const ledgerKindSchema = z
  .string()
  .regex(/^[a-z][a-z-]{1,30}$/, 'A kind of account is a word such as wallet or business');

/** A ledger account's name: its kind and owner, `wallet:<id>` or `platform:commission`. */
export const ledgerAccountNameSchema = z
  .string()
  .regex(/^[a-z][a-z-]{1,30}:[a-z0-9-]{1,60}$/, 'Not the name of a ledger account');

/** One account of the ledger with its balance and who or what it belongs to. */
export const ledgerAccountSchema = z.object({
  account: z.string(),
  /** The person, store or order it belongs to, in words; null for Oja's own accounts. */
  owner: z.string().nullable(),
  /** The person it belongs to, for a link to their console account. */
  userId: idSchema.nullable(),
  balance: z.number(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;
export const ledgerAccountPageSchema = paged(ledgerAccountSchema);
export const ledgerAccountsQuerySchema = pageQuery(25).extend({ kind: ledgerKindSchema });

/** One line of an account's history: what moved, why, and when. */
export const ledgerMovementSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  memo: z.string().nullable(),
  reference: z.string(),
  amount: z.number(),
  at: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;
export const ledgerAccountDetailSchema = z.object({
  account: ledgerAccountSchema,
  movements: paged(ledgerMovementSchema),
});
export type LedgerAccountDetail = z.infer<typeof ledgerAccountDetailSchema>;
export const ledgerAccountParamsSchema = z.object({ account: ledgerAccountNameSchema });
export const ledgerMovementsQuerySchema = pageQuery(25);
