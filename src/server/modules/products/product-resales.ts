import { clearCode } from '../../crypto.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { REMOVED_AFFILIATE_MESSAGE } from '../affiliates/affiliates.public.ts';
import * as social from './product-social.repo.ts';
import * as repo from './products.repo.ts';

/**
 * Resale lists (decision 061): an affiliate adds a product its seller opened to resale (with a
 * share code) or takes it off; a seller removing an affiliate drops their resales of its
 * products; checkout asks who resold a line. `forgetPages` drops the cached catalogue pages.
 */
export function createProductResales(db: Db, forgetPages: () => void) {
  return {
    /** A business removed an affiliate (in the caller's transaction): their resales of it go. */
    async dropResalesOf(tx: Executor, businessId: string, affiliateId: string) {
      const dropped = await social.deleteResalesOfBusiness(tx, businessId, affiliateId);
      forgetPages();
      return dropped;
    },

    resaleAffiliate: (tx: Executor, resaleId: string, productId: string) =>
      social.findResaleAffiliate(tx, resaleId, productId),

    async resell(userId: string, productId: string) {
      const found = await repo.findProduct(db, productId);
      if (!found || !found.row.isActive || !found.businessActive) throw notFound('Product');
      if (!found.row.resaleAllowed)
        throw conflict('This vendor does not allow reselling this product');
      if (found.ownerId === userId) throw conflict('You cannot resell your own product');
      const added = await db.transaction(async (tx) => {
        if (await social.removedByBusiness(tx, found.row.businessId, userId))
          throw conflict(REMOVED_AFFILIATE_MESSAGE);
        return social.insertResale(tx, productId, userId, clearCode(8));
      });
      if (!added) throw conflict('You already resell this product');
      forgetPages();
      return found.dto;
    },

    async stopReselling(userId: string, productId: string) {
      if (!(await social.deleteResale(db, productId, userId)))
        throw notFound('Product on your resale list');
      forgetPages();
    },
  };
}
