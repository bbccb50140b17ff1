import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import {
  checkPromotionDraft,
  PROMOTION_FIGURE_STATUSES,
  type Promotion,
  type PromotionCreate,
  type PromotionKind,
  type PromotionPatch,
  type PromotionStatus,
} from '#shared/schemas/promotions.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { saleCheckout } from './promotion-checkout.ts';
import * as repo from './promotions.repo.ts';

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** A sale as its form describes it, checked and ready to write. */
type Draft = {
  name: string;
  kind: PromotionKind;
  percentOff: number | null;
  products: { productId: string; price?: number }[];
  startsAt: Date;
  endsAt: Date;
  flash: boolean;
  quantity: number | null;
};

/**
 * Vendors' sales (decision 058): created, listed, paused, resumed, ended and counted by the
 * business's owner; priced and their flash units taken and given back by checkout.
 */
export function createPromotionsService(deps: { db: Db }) {
  const { db } = deps;

  async function views(rows: repo.PromotionRow[]): Promise<Promotion[]> {
    const lines = await repo.linesOf(
      db,
      rows.map((r) => r.id),
    );
    const now = new Date();
    return rows.map((p) => ({
      _id: p.id,
      businessId: p.businessId,
      name: p.name,
      kind: p.kind,
      percentOff: p.percentOff,
      products: lines
        .filter((l) => l.promotionId === p.id)
        .map((l) => ({
          _id: l.productId,
          name: l.name,
          photo: l.photo,
          unitPrice: koboToNaira(l.unitPriceKobo),
          salePrice: koboToNaira(repo.salePriceOf(p, l.unitPriceKobo, l.salePriceKobo)),
        })),
      startsAt: p.startsAt.toISOString(),
      endsAt: (p.endedAt && p.endedAt < p.endsAt ? p.endedAt : p.endsAt).toISOString(),
      status: repo.statusOf(p, now),
      flash: p.flash,
      quantity: p.quantity,
      sold: p.flash ? p.sold : null,
      unitsLeft: p.flash && p.quantity !== null ? Math.max(0, p.quantity - p.sold) : null,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    }));
  }

  /** The business's owner may go on; anyone else is refused (403), an unknown one is a 404. */
  async function mustOwnBusiness(db: Executor, userId: string, businessId: string) {
    const owner = await repo.ownerOf(db, businessId);
    if (!owner) throw notFound('Business');
    if (owner !== userId) throw forbidden('Only the owner of this business manages its sales');
  }

  async function mustOwn(db: Executor, userId: string, id: string, lock = false) {
    const found = await repo.findPromotion(db, id, lock);
    if (!found) throw notFound('Promotion');
    if (found.ownerId !== userId)
      throw forbidden('Only the owner of this business manages its sales');
    return found.promotion;
  }

  /**
   * What the catalogue says of a draft, one message per field: products of this business, sale
   * prices below their prices, no other sale of the same products at the same time.
   */
  async function checkCatalogue(tx: Executor, businessId: string, d: Draft, except: string | null) {
    const fields: Record<string, string> = {};
    const found = await repo.catalogue(
      tx,
      d.products.map((p) => p.productId),
    );
    d.products.forEach((line, i) => {
      const product = found.get(line.productId);
      if (!product || product.businessId !== businessId) {
        fields[`products.${i}.productId`] = 'Choose a product of this business';
        return;
      }
      if (line.price !== undefined && nairaToKobo(line.price) >= product.unitPriceKobo)
        fields[`products.${i}.price`] =
          `The sale price of ${product.name} must be below its price, ${formatNaira(koboToNaira(product.unitPriceKobo))}`;
    });
    if (Object.keys(fields).length === 0) {
      const clashes = await repo.overlapping(
        tx,
        d.products.map((p) => p.productId),
        d.startsAt,
        d.endsAt,
        except,
      );
      for (const clash of clashes) {
        const i = d.products.findIndex((p) => p.productId === clash.productId);
        const name = found.get(clash.productId)?.name ?? 'This product';
        fields[`products.${i}.productId`] ??=
          `${name} is already in the sale “${clash.name}” at that time`;
      }
    }
    if (Object.keys(fields).length > 0) throw badRequest(fields);
  }

  const linesOf = (d: Draft): repo.SaleLine[] =>
    d.products.map((p) => ({
      productId: p.productId,
      salePriceKobo: d.kind === 'PRICE' && p.price !== undefined ? nairaToKobo(p.price) : null,
    }));

  return {
    async create(userId: string, body: PromotionCreate) {
      const now = new Date();
      const draft: Draft = {
        name: body.name,
        kind: body.kind,
        percentOff: body.kind === 'PERCENT' ? (body.percentOff ?? null) : null,
        products: body.products,
        // A start a moment ago (the form's "now") starts now.
        startsAt: body.startsAt && body.startsAt > now ? body.startsAt : now,
        endsAt: body.endsAt,
        flash: body.flash,
        quantity: body.flash ? (body.quantity ?? null) : null,
      };
      if (draft.endsAt <= draft.startsAt)
        throw badRequest({ endsAt: 'The sale must end after it starts' });
      const row = await db.transaction(async (tx) => {
        await mustOwnBusiness(tx, userId, body.businessId);
        await repo.lockBusinessSales(tx, body.businessId);
        await checkCatalogue(tx, body.businessId, draft, null);
        const { products: _products, ...values } = draft;
        return repo.insertPromotion(tx, { ...values, businessId: body.businessId }, linesOf(draft));
      });
      return (await views([row]))[0]!;
    },

    async list(
      userId: string,
      q: { businessId: string; status?: PromotionStatus; page: number; limit: number },
    ) {
      await mustOwnBusiness(db, userId, q.businessId);
      const { rows, total } = await repo.listPromotions(
        db,
        q.businessId,
        q.status,
        offsetOf(q.page, q.limit),
      );
      return pageOf(await views(rows), total, q.page, q.limit);
    },

    async get(userId: string, id: string) {
      return (await views([await mustOwn(db, userId, id)]))[0]!;
    },

    /** Pause, resume or end now; or, before it starts, change what it is. */
    async patch(userId: string, id: string, body: PromotionPatch) {
      const row = await db.transaction(async (tx) => {
        const current = await mustOwn(tx, userId, id, true);
        const status = repo.statusOf(current);
        const now = new Date();
        if (body.status) {
          if (status === 'ENDED') throw conflict('This sale has ended already');
          if (body.status === 'ENDED')
            return repo.updatePromotion(tx, id, { endedAt: now, paused: false });
          if (body.status === 'PAUSED') {
            if (status === 'SOLD_OUT') throw conflict('This flash sale has sold out already');
            return repo.updatePromotion(tx, id, { paused: true });
          }
          if (!current.paused) throw conflict('This sale is not paused');
          return repo.updatePromotion(tx, id, { paused: false });
        }
        if (status !== 'SCHEDULED')
          throw conflict(
            'A sale can be changed only before it starts: pause or end it, then start a new one',
          );
        const lines = body.products
          ? body.products
          : (await repo.linesOf(tx, [id])).map((l) => ({
              productId: l.productId,
              ...(l.salePriceKobo !== null ? { price: koboToNaira(l.salePriceKobo) } : {}),
            }));
        const kind = body.kind ?? current.kind;
        const draft: Draft = {
          name: body.name ?? current.name,
          kind,
          percentOff:
            kind === 'PRICE'
              ? null
              : body.percentOff !== undefined
                ? body.percentOff
                : current.percentOff,
          products: kind === 'PERCENT' ? lines.map((l) => ({ productId: l.productId })) : lines,
          startsAt: body.startsAt ?? current.startsAt,
          endsAt: body.endsAt ?? current.endsAt,
          flash: body.flash ?? current.flash,
          quantity:
            (body.flash ?? current.flash)
              ? body.quantity !== undefined
                ? body.quantity
                : current.quantity
              : null,
        };
        const fields: Record<string, string> = {};
        checkPromotionDraft(
          {
            ...draft,
            percentOff: draft.percentOff ?? undefined,
            quantity: draft.quantity ?? undefined,
          },
          (field, message) => (fields[field] ??= message),
        );
        if (Object.keys(fields).length > 0) throw badRequest(fields);
        await repo.lockBusinessSales(tx, current.businessId);
        await checkCatalogue(tx, current.businessId, draft, id);
        const { products: _products, ...values } = draft;
        await repo.setLines(tx, id, linesOf(draft));
        return repo.updatePromotion(tx, id, {
          ...values,
          startsAt: draft.startsAt < now ? now : draft.startsAt,
        });
      });
      return (await views([row]))[0]!;
    },

    /** Orders, units and sales of the last 12 months, by month (spec §9). */
    async figures(userId: string, id: string, now = new Date()) {
      await mustOwn(db, userId, id);
      const from = new Date(now);
      from.setUTCMonth(from.getUTCMonth() - 12);
      const rows = await repo.figures(db, id, from, PROMOTION_FIGURE_STATUSES);
      const months = rows.map((r) => ({
        month: r.month,
        orders: r.orders,
        units: r.units,
        sales: koboToNaira(BigInt(r.salesKobo)),
      }));
      const totalKobo = rows.reduce((sum, r) => sum + BigInt(r.salesKobo), 0n);
      return {
        from: from.toISOString(),
        to: now.toISOString(),
        statuses: [...PROMOTION_FIGURE_STATUSES],
        total: {
          orders: rows.reduce((sum, r) => sum + r.orders, 0),
          units: rows.reduce((sum, r) => sum + r.units, 0),
          sales: koboToNaira(totalKobo),
        },
        months,
      };
    },

    ...saleCheckout(),
  };
}
