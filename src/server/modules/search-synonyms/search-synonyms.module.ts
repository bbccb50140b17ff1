import { defineModule, type Deps } from '../../module.ts';
import { searchSynonymsRoutes } from './search-synonyms.routes.ts';
import {
  createSearchSynonymsService,
  type SearchSynonymsService,
} from './search-synonyms.service.ts';

export const searchSynonymsModule = defineModule<{ searchSynonyms: SearchSynonymsService }>()({
  name: 'search-synonyms',
  services: {
    searchSynonyms: (d: Deps) => createSearchSynonymsService({ db: d.db, log: d.log }),
  },
  api: (api, { services }) =>
    api.register(searchSynonymsRoutes, { searchSynonyms: services.searchSynonyms }),
  // Read at start-up so the first search after a restart has the console's groups.
  warm: ({ searchSynonyms }) => searchSynonyms.refresh(),
});
