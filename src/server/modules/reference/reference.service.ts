import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { findState, listCities, listCountries, listLgas, listStates } from './geography.ts';
import * as repo from './reference.repo.ts';

function found<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(what);
  return value;
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

/** Categories and tags (database), countries, states, cities and LGAs (data packages). */
export function createReferenceService(deps: {
  db: Db;
  ownsBusiness: (userId: string, businessId: string) => Promise<boolean>;
}) {
  const { db } = deps;
  return {
    categories: () => repo.listCategories(db),
    categoryTags: async (categoryId: string) => {
      if (!(await repo.categoryExists(db, categoryId))) throw notFound('Category');
      return repo.listCategoryTags(db, categoryId);
    },
    businessTags: (businessId: string) => repo.listBusinessTags(db, businessId),

    async createTag(userId: string, businessId: string, name: string) {
      if (!(await deps.ownsBusiness(userId, businessId)))
        throw forbidden('You can only add tags to your own business');
      return (
        (await repo.insertBusinessTag(db, businessId, name)) ??
        (await repo.findBusinessTagByName(db, businessId, name))!
      );
    },

    /** The tags behind these ids, all of which the business may use; 400 otherwise. */
    async usableTags(businessId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const found = await repo.findUsableTags(db, businessId, unique);
      if (found.length !== unique.length)
        throw badRequest({ tagIds: 'One of these tags does not exist' });
      return found;
    },

    async checkCategory(categoryId: string | null | undefined) {
      if (categoryId && !(await repo.categoryExists(db, categoryId))) {
        throw badRequest({ categoryId: 'This category does not exist' });
      }
    },

    /** The canonical name of a Nigerian state, or a 400 naming the field. */
    nigerianState(state: string, field = 'state'): string {
      const found = findState('NG', state);
      if (!found) throw badRequest({ [field]: 'Choose a Nigerian state' });
      return found.name;
    },

    countries: listCountries,
    states: (iso: string) => found(listStates(iso), 'Country'),
    cities: (iso: string, state: string) => found(listCities(iso, state), 'State'),
    lgas: (state: string) => found(listLgas(state), 'State'),
  };
}
