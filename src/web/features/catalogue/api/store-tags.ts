import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Tag } from '#shared/schemas/reference.ts';
import { api } from '#web/lib/api-client.ts';
import { tagKeys } from './keys.ts';

type TaggedStore = Pick<Business, '_id' | 'categoryId' | 'tagIds'>;

/**
 * The names of the tags a store chose, in its order: from its category's tags and its own (the
 * two lists a business picks from). No request when it chose none.
 */
export const storeTagsQuery = (store: TaggedStore) =>
  queryOptions({
    queryKey: tagKeys.ofStore(store._id, store.tagIds),
    queryFn: async ({ signal }) => {
      if (store.tagIds.length === 0) return [];
      const [own, category] = await Promise.all([
        api.get<Tag[]>(`/businesses/${store._id}/tags`, undefined, signal),
        store.categoryId
          ? api.get<Tag[]>(`/categories/${store.categoryId}/tags`, undefined, signal)
          : null,
      ]);
      const names = new Map([...(category?.data ?? []), ...own.data].map((t) => [t._id, t.name]));
      return store.tagIds.flatMap((id) => names.get(id) ?? []);
    },
  });

export const useStoreTags = (store: TaggedStore | undefined) =>
  useQuery({
    ...storeTagsQuery(store ?? { _id: '', categoryId: null, tagIds: [] }),
    enabled: Boolean(store),
  });
