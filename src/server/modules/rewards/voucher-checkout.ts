import { koboToNaira } from '#shared/money.ts';
import type { VoucherQuote } from '#shared/schemas/vouchers.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { discountOf, refusalOf, type CartPart } from './voucher-rules.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import * as repo from './vouchers.repo.ts';

/** A held voucher a checkout applies to one business's order. */
export type VoucherPick = { businessId: string; heldVoucherId: string };
/** What a voucher takes off one order, and who pays for it. */
export type AppliedVoucher = {
  heldVoucherId: string;
  voucherId: string;
  discountKobo: bigint;
  funder: repo.VoucherRow['funder'];
};

/** One store's order as checkout hands it in: its lines priced, without their tags. */
type CheckoutPart = Omit<CartPart, 'lines'> & {
  businessName: string;
  lines: { productId: string; totalKobo: bigint }[];
};

/** A cart line as the quote reads it. */
type QuoteLine = { productId: string; count: number; promotionId?: string | null };

/** Whether an order would be the user's first paid one with a business (or on Oja: null). */
export const isFirstOrder = (executor: Executor, userId: string, businessId: string | null) =>
  repo.hasPaidOrder(executor, userId, businessId).then((has) => !has);

/** Vouchers at checkout: suggested for a cart, checked, used once, given back (decision 059). */
export function createVoucherCheckout(db: Db, promotions: Pick<PromotionsService, 'priceLines'>) {
  type Product = { id: string; businessId: string; unitPriceKobo: bigint };
  const saleLine = (line: QuoteLine, product: Product) => ({
    promotionId: line.promotionId!,
    productId: product.id,
    productName: '',
    businessId: product.businessId,
    unitPriceKobo: product.unitPriceKobo,
    count: line.count,
  });

  /**
   * The lines' prices as checkout will charge them: a sale's, for a line that names one still
   * running. All the sales in one read; only when one of them is over (checkout will say so) is
   * each read alone, that one counted at its price without the sale.
   */
  async function unitPrices(lines: { line: QuoteLine; product: Product }[]) {
    const prices = lines.map(({ product }) => product.unitPriceKobo);
    const inSale = lines.flatMap((l, i) => (l.line.promotionId ? [{ ...l, i }] : []));
    if (inSale.length === 0) return prices;
    const sale = inSale.map(({ line, product }) => saleLine(line, product));
    const all = await promotions.priceLines(db, sale).catch(() => null);
    for (const [k, { i }] of inSale.entries()) {
      const one = all
        ? all[k]
        : (await promotions.priceLines(db, [sale[k]!]).catch(() => null))?.[0];
      if (one !== undefined && one !== null) prices[i] = one;
    }
    return prices;
  }

  /** The cart's lines grouped by business, priced as checkout prices them. */
  async function cartParts(lines: QuoteLine[]) {
    const products = new Map(
      (await repo.productsOf(db, [...new Set(lines.map((l) => l.productId))])).map((p) => [
        p.id,
        p,
      ]),
    );
    const parts = new Map<string, CartPart>();
    const known = lines.flatMap((line) => {
      const product = products.get(line.productId);
      return product ? [{ line, product }] : [];
    });
    const prices = await unitPrices(known);
    for (const [i, { line, product }] of known.entries()) {
      const part = parts.get(product.businessId) ?? {
        businessId: product.businessId,
        subtotalKobo: 0n,
        lines: [],
      };
      const totalKobo = prices[i]! * BigInt(line.count);
      part.subtotalKobo += totalKobo;
      part.lines.push({ productId: product.id, totalKobo, tagIds: product.tagIds });
      parts.set(product.businessId, part);
    }
    return [...parts.values()];
  }

  const firstOrderAt = isFirstOrder;

  /** The orders' lines with their products' tags, read only when a voucher counts by tag. */
  async function withTags(tx: Tx, orders: CheckoutPart[], vouchers: repo.VoucherRow[]) {
    const byTag = vouchers.some((v) => v.tagIds.length > 0);
    const ids = orders.flatMap((o) => o.lines.map((l) => l.productId));
    const tags = new Map(
      byTag ? (await repo.productsOf(tx, [...new Set(ids)])).map((p) => [p.id, p.tagIds]) : [],
    );
    return orders.map((o) => ({
      ...o,
      lines: o.lines.map((l) => ({ ...l, tagIds: tags.get(l.productId) ?? [] })),
    }));
  }

  return {
    /** What each voucher the shopper holds would take off each business's part of a cart. */
    async quote(userId: string, lines: QuoteLine[]): Promise<VoucherQuote> {
      const now = new Date();
      const parts = (await cartParts(lines)).sort((a, b) =>
        Number(b.subtotalKobo - a.subtotalKobo),
      );
      const { rows } = await repo.listHeld(db, userId, { status: 'HELD' });
      // The stores' names in one read, for the reasons a voucher cannot be used.
      const names = await repo.businessNames(
        db,
        parts.map((p) => p.businessId),
      );
      const firsts = new Map<string | null, boolean>();
      const first = async (businessId: string | null) => {
        if (!firsts.has(businessId))
          firsts.set(businessId, await firstOrderAt(db, userId, businessId));
        return firsts.get(businessId)!;
      };
      const taken = new Set<string>();
      const businesses: VoucherQuote['businesses'] = [];
      for (const part of parts) {
        const options = [];
        for (const row of rows) {
          const v = row.voucher;
          if (v.businessId && v.businessId !== part.businessId) continue;
          const refusal = refusalOf(
            v,
            part,
            names.get(part.businessId) ?? 'this store',
            await first(v.businessId ? part.businessId : null),
            now,
          );
          options.push({
            heldVoucherId: row.held.id,
            title: v.title,
            discount: refusal ? 0 : koboToNaira(discountOf(v, part)),
            refusal,
          });
        }
        options.sort((a, b) => b.discount - a.discount);
        const best = options.find((o) => !o.refusal && !taken.has(o.heldVoucherId)) ?? null;
        if (best) taken.add(best.heldVoucherId);
        businesses.push({
          businessId: part.businessId,
          subtotal: koboToNaira(part.subtotalKobo),
          best: best?.heldVoucherId ?? null,
          options,
        });
      }
      return { businesses };
    },

    /**
     * Checks the vouchers a checkout picked, inside its transaction, before its orders are
     * written: each held by the shopper, not used, one per order, and usable on that business's
     * part of the cart. Refusals are 409s that say which voucher and why.
     */
    async check(
      tx: Tx,
      customerId: string,
      picks: VoucherPick[],
      orders: CheckoutPart[],
      now = new Date(),
    ): Promise<Map<string, AppliedVoucher>> {
      const applied = new Map<string, AppliedVoucher>();
      if (picks.length === 0) return applied;
      const ids = picks.map((p) => p.heldVoucherId);
      if (new Set(ids).size !== ids.length)
        throw badRequest({ vouchers: 'A voucher can be used on one order only' });
      if (new Set(picks.map((p) => p.businessId)).size !== picks.length)
        throw badRequest({ vouchers: 'Use one voucher per store' });
      const held = new Map((await repo.lockHeld(tx, customerId, ids)).map((h) => [h.id, h]));
      const { rows } = await repo.listHeld(tx, customerId, { ids });
      const vouchers = new Map(rows.map((r) => [r.held.id, r.voucher]));
      const parts = await withTags(tx, orders, [...vouchers.values()]);
      for (const pick of picks) {
        const part = parts.find((p) => p.businessId === pick.businessId);
        if (!part)
          throw badRequest({ vouchers: 'A voucher is for a store that is not in your cart' });
        const mine = held.get(pick.heldVoucherId);
        const voucher = vouchers.get(pick.heldVoucherId);
        if (!mine || !voucher) throw badRequest({ vouchers: 'You do not hold this voucher' });
        if (mine.status !== 'HELD')
          throw conflict(`You have already used “${voucher.title}”`, {
            vouchers: `You have already used “${voucher.title}”`,
          });
        const firstOrder = await firstOrderAt(
          tx,
          customerId,
          voucher.businessId ? part.businessId : null,
        );
        const refusal = refusalOf(voucher, part, part.businessName, firstOrder, now);
        if (refusal) throw conflict(refusal, { vouchers: refusal });
        applied.set(pick.businessId, {
          heldVoucherId: mine.id,
          voucherId: voucher.id,
          discountKobo: discountOf(voucher, part),
          funder: voucher.funder,
        });
      }
      return applied;
    },

    /**
     * Uses the checked vouchers on the orders just written: one use of each voucher is counted
     * with a conditional update (in voucher order, before the stock is taken), so no voucher is
     * used beyond its count however many buyers check out at once.
     */
    async use(
      tx: Tx,
      used: { applied: AppliedVoucher; orderId: string; title?: string }[],
      now = new Date(),
    ) {
      for (const { applied, orderId } of [...used].sort((a, b) =>
        a.applied.voucherId.localeCompare(b.applied.voucherId),
      )) {
        if (!(await repo.takeUse(tx, applied.voucherId))) {
          const found = await repo.findVoucher(tx, applied.voucherId);
          const message = `“${found?.voucher.title ?? 'This voucher'}” has been used up`;
          throw conflict(message, { vouchers: message });
        }
        await repo.markUsed(tx, applied.heldVoucherId, orderId, now);
      }
    },

    /** The vouchers of orders never paid, or turned down, go back to their holders. */
    giveBack: (tx: Tx, orderIds: string[]) => repo.giveBack(tx, orderIds),
  };
}
