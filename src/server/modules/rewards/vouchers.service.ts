import type { Role } from '#shared/constants.ts';
import { nairaToKobo } from '#shared/money.ts';
import type { z } from 'zod';
import type {
  HeldVoucher,
  heldVoucherListQuerySchema,
  voucherCreateBodySchema,
  voucherListQuerySchema,
} from '#shared/schemas/vouchers.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { createVoucherCheckout, isFirstOrder } from './voucher-checkout.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import * as repo from './vouchers.repo.ts';
import { heldView, view } from './vouchers.view.ts';

export type VouchersService = ReturnType<typeof createVouchersService>;

/**
 * Vouchers (decision 059): a business's own, taken from its share of the order, or Oja's,
 * taken from Oja's commission. Shoppers claim them (or a business sends one to a customer),
 * and a checkout uses each held voucher once; a voucher is never used beyond its count.
 */
export function createVouchersService(deps: {
  db: Db;
  roleOf: (userId: string) => Promise<Role | null>;
  promotions: Pick<PromotionsService, 'priceLines'>;
  /** 400 unless the business may use all these tags (its own, or its category's). */
  usableTags: (businessId: string, ids: string[]) => Promise<unknown>;
}) {
  const { db } = deps;
  const isSupport = async (userId: string) => (await deps.roleOf(userId)) === 'admin';

  /** Whether `userId` manages the voucher: its business's owner, or support for Oja's. */
  async function manages(
    userId: string,
    found: NonNullable<Awaited<ReturnType<typeof repo.findVoucher>>>,
  ) {
    return found.voucher.businessId ? found.ownerId === userId : isSupport(userId);
  }

  async function oneView(id: string, userId: string | null) {
    const found = await repo.findVoucher(db, id);
    if (!found) throw notFound('Voucher');
    const mine = userId !== null && (await manages(userId, found));
    const figures = mine ? (await repo.figuresOf(db, [id])).get(id) : null;
    return view(found.voucher, found.business, figures, mine);
  }

  return {
    async create(userId: string, body: z.output<typeof voucherCreateBodySchema>) {
      if (body.businessId) {
        const business = await repo.businessOwner(db, body.businessId);
        if (!business) throw notFound('Business');
        if (business.ownerId !== userId)
          throw forbidden('Only the owner of this business can create its vouchers');
        if (body.productIds.length) {
          const found = await repo.productsOf(db, body.productIds);
          if (
            found.length !== new Set(body.productIds).size ||
            found.some((p) => p.businessId !== body.businessId)
          )
            throw badRequest({ productIds: 'Choose products of this business' });
        }
        await deps.usableTags(body.businessId, body.tagIds);
      } else {
        if (!(await isSupport(userId)))
          throw forbidden('Only Oja support can create Oja vouchers; choose your business');
        if (body.productIds.length)
          throw badRequest({ productIds: 'An Oja voucher counts the whole order' });
        if (body.tagIds.length)
          throw badRequest({ tagIds: 'An Oja voucher counts the whole order' });
      }
      const row = await repo.insertVoucher(db, {
        businessId: body.businessId ?? null,
        createdBy: userId,
        title: body.title,
        code: body.code ?? null,
        kind: body.kind,
        amountKobo: body.kind === 'AMOUNT' ? nairaToKobo(body.amount!) : null,
        percent: body.kind === 'PERCENT' ? body.percent! : null,
        capKobo: body.kind === 'PERCENT' && body.cap !== undefined ? nairaToKobo(body.cap) : null,
        minOrderKobo: nairaToKobo(body.minOrder),
        startsAt: body.startsAt ? new Date(body.startsAt) : new Date(),
        endsAt: new Date(body.endsAt),
        totalCount: body.totalCount,
        perCustomer: body.perCustomer,
        productIds: [...new Set(body.productIds)],
        tagIds: [...new Set(body.tagIds)],
        firstOrderOnly: body.firstOrderOnly,
        funder: body.businessId ? 'BUSINESS' : 'OJA',
      });
      if (!row)
        throw conflict('A voucher with this code exists already', {
          code: 'A voucher with this code exists already',
        });
      return oneView(row.id, userId);
    },

    /**
     * A business's vouchers: all of them with figures for its owner, the ones to claim for
     * others. A code finds the running voucher that has it; `funder=OJA`, Oja's own.
     */
    async list(userId: string | null, q: z.output<typeof voucherListQuerySchema>) {
      const now = new Date();
      let owner = false;
      if (q.businessId && userId)
        owner = (await repo.businessOwner(db, q.businessId))?.ownerId === userId;
      else if (q.funder === 'OJA' && userId && !q.businessId) owner = await isSupport(userId);
      const filter: repo.VoucherFilter = {
        businessId: q.businessId ?? (q.funder === 'OJA' ? null : undefined),
        code: q.code,
        ...(owner ? {} : { runningAt: now, withoutCode: q.code === undefined }),
      };
      // Without a business, a code or Oja's own, there is nothing to list for a shopper.
      if (!owner && !q.businessId && !q.code && q.funder !== 'OJA')
        return pageOf([], 0, q.page, q.limit);
      const { rows, total } = await repo.listVouchers(db, filter, offsetOf(q.page, q.limit));
      const figures = owner
        ? await repo.figuresOf(
            db,
            rows.map((r) => r.voucher.id),
          )
        : new Map();
      return pageOf(
        rows.map((r) => view(r.voucher, r.business, figures.get(r.voucher.id), owner)),
        total,
        q.page,
        q.limit,
      );
    },

    one: (id: string, userId: string | null) => oneView(id, userId),

    async setStatus(userId: string, id: string, status: repo.VoucherRow['status']) {
      const found = await repo.findVoucher(db, id);
      if (!found) throw notFound('Voucher');
      if (!(await manages(userId, found)))
        throw forbidden('Only the voucher’s owner can change it');
      await repo.setVoucherStatus(db, id, status);
      return oneView(id, userId);
    },

    /**
     * Claims a voucher for oneself, or, for its business's owner, sends it to one of the
     * business's customers. Each person holds at most `perCustomer` of it.
     */
    async claim(userId: string, id: string, forUserId?: string): Promise<HeldVoucher> {
      const found = await repo.findVoucher(db, id);
      if (!found) throw notFound('Voucher');
      if (found.voucher.source === 'LOYALTY')
        throw forbidden('This reward is earned with the store’s loyalty card');
      const holder = forUserId ?? userId;
      const issuing = holder !== userId;
      if (issuing) {
        if (!(await manages(userId, found)))
          throw forbidden('Only the business’s owner can send its vouchers to customers');
        if (!(await repo.userExists(db, holder))) throw notFound('Customer');
        if (found.voucher.businessId && (await isFirstOrder(db, holder, found.voucher.businessId)))
          throw badRequest({ userId: 'You can send a voucher only to your customers' });
      } else if (found.voucher.businessId && found.ownerId === userId) {
        throw forbidden('This is your own business’s voucher: send it to a customer instead');
      }
      const now = new Date();
      const heldId = await db.transaction(async (tx) => {
        const voucher = await repo.lockVoucher(tx, id);
        if (!voucher) throw notFound('Voucher');
        if (voucher.status !== 'ACTIVE') throw conflict('This voucher is paused');
        if (voucher.endsAt <= now) throw conflict('This voucher has expired');
        if (voucher.used >= voucher.totalCount) throw conflict('This voucher has been used up');
        if ((await repo.heldCount(tx, id, holder)) >= voucher.perCustomer)
          throw conflict(
            issuing
              ? 'This customer already holds as many of this voucher as one person may'
              : voucher.perCustomer === 1
                ? 'You already hold this voucher'
                : `You already hold this voucher ${voucher.perCustomer} times, the most one person may`,
          );
        return (
          await repo.insertHeld(tx, {
            voucherId: id,
            userId: holder,
            issuedBy: issuing ? userId : null,
          })
        ).id;
      });
      const { rows } = await repo.listHeld(db, holder, { ids: [heldId] });
      const row = rows[0]!;
      return heldView(row);
    },

    async held(userId: string, q: z.output<typeof heldVoucherListQuerySchema>) {
      const { rows, total } = await repo.listHeld(
        db,
        userId,
        { status: q.status },
        offsetOf(q.page, q.limit),
      );
      return pageOf(rows.map(heldView), total, q.page, q.limit);
    },

    ...createVoucherCheckout(db, deps.promotions),
  };
}
