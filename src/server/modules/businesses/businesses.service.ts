import type { Db } from '../../db/client.ts';
import {
  findOwnedBusiness,
  insertBusiness,
  listBusinessesOwnedBy,
  type BusinessSummary,
} from './businesses.repo.ts';

export type BusinessesService = ReturnType<typeof createBusinessesService>;

/** Business ownership; the catalogue, storefront and vendor endpoints build on this module. */
export function createBusinessesService({ db }: { db: Db }) {
  return {
    /** The user's businesses, oldest first: the first is the one used for vendor actions. */
    listOwnedBy: (ownerId: string): Promise<BusinessSummary[]> =>
      listBusinessesOwnedBy(db, ownerId),
    findOwned: (ownerId: string, businessId: string) => findOwnedBusiness(db, ownerId, businessId),
    create: (ownerId: string, input: { name: string; handle: string }) =>
      insertBusiness(db, { ownerId, ...input }),
  };
}
