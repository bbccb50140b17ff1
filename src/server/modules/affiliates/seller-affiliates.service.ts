import { koboToNaira } from '#shared/money.ts';
import type { PublicProfile } from '#shared/schemas/users.ts';
import type {
  AffiliateRemoved,
  RemovedAffiliate,
  SellerAffiliate,
} from '#shared/schemas/seller-affiliates.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../module.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './seller-affiliates.repo.ts';

export type SellerAffiliatesService = ReturnType<typeof createSellerAffiliatesService>;

/**
 * The seller's side of affiliates: a business's owner sees who sells its products and what they
 * brought, removes an affiliate (their resales of its products go, and they may not resell them
 * again) and restores one. Orders already placed keep the commission checkout fixed.
 */
export function createSellerAffiliatesService(deps: {
  db: Db;
  businesses: Pick<BusinessesService, 'owned'>;
  products: Pick<ProductsService, 'dropResalesOf'>;
  profilesOf: (ids: string[]) => Promise<PublicProfile[]>;
}) {
  const { db } = deps;

  /** Profiles in the order of `ids`; a user who closed their account is left out. */
  async function withProfiles<R extends { affiliateId: string }, T>(
    rows: R[],
    shape: (row: R, profile: PublicProfile) => T,
  ): Promise<T[]> {
    const profiles = new Map(
      (await deps.profilesOf(rows.map((r) => r.affiliateId))).map((p) => [p._id, p]),
    );
    return rows.flatMap((r) => {
      const profile = profiles.get(r.affiliateId);
      return profile ? [shape(r, profile)] : [];
    });
  }

  async function profileOf(userId: string) {
    const [profile] = await deps.profilesOf([userId]);
    if (!profile) throw notFound('Affiliate');
    return profile;
  }

  return {
    async list(viewerId: string, businessId: string, page: number, limit: number) {
      await deps.businesses.owned(viewerId, businessId);
      const { rows, total } = await repo.listAffiliates(db, businessId, offsetOf(page, limit));
      const results = await withProfiles(rows, (r, p): SellerAffiliate => ({
        ...p,
        productsResold: r.productsResold,
        clicks: r.clicks,
        orders: r.orders,
        sales: koboToNaira(r.salesKobo),
        commissionPending: koboToNaira(r.pendingKobo),
        commissionEarned: koboToNaira(r.earnedKobo),
      }));
      return pageOf(results, total, page, limit);
    },

    async removed(viewerId: string, businessId: string, page: number, limit: number) {
      await deps.businesses.owned(viewerId, businessId);
      const { rows, total } = await repo.listBlocks(db, businessId, offsetOf(page, limit));
      const results = await withProfiles(rows, (r, p): RemovedAffiliate => ({
        ...p,
        removedAt: r.removedAt.toISOString(),
      }));
      return pageOf(results, total, page, limit);
    },

    /** Removes an affiliate: their resales of the business's products and any they add later. */
    async remove(viewerId: string, businessId: string, userId: string): Promise<AffiliateRemoved> {
      const business = await deps.businesses.owned(viewerId, businessId);
      if (userId === business.ownerId)
        throw badRequest({ userId: 'You cannot remove yourself from your own affiliates' });
      const profile = await profileOf(userId);
      const { removedAt, resalesRemoved } = await db.transaction(async (tx) => {
        const at = await repo.insertBlock(tx, businessId, userId);
        if (!at) throw conflict('You have already removed this affiliate');
        const dropped = await deps.products.dropResalesOf(tx, businessId, userId);
        return { removedAt: at, resalesRemoved: dropped };
      });
      return { affiliate: { ...profile, removedAt: removedAt.toISOString() }, resalesRemoved };
    },

    /** Lets a removed affiliate resell the business's products again. */
    async restore(viewerId: string, businessId: string, userId: string): Promise<PublicProfile> {
      await deps.businesses.owned(viewerId, businessId);
      const profile = await profileOf(userId);
      if (!(await repo.deleteBlock(db, businessId, userId)))
        throw new AppError(404, 'NOT_FOUND', 'This affiliate is not among those you removed');
      return profile;
    },
  };
}

/** The service as the affiliates module's manifest builds it. */
export const buildSellerAffiliates = (
  d: Deps<{ businesses: BusinessesService; products: ProductsService; users: UsersService }>,
) =>
  createSellerAffiliatesService({
    db: d.db,
    businesses: d.businesses,
    products: d.products,
    profilesOf: (ids) => d.users.publicProfiles(ids),
  });
