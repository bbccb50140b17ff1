import { defineModule, type Deps } from '../../module.ts';
import { suggestionsRoutes } from './suggestions.routes.ts';
import { createSuggestionsService, type SuggestionsService } from './suggestions.service.ts';

/**
 * Suggestions as a shopper types (products, stores, creators, categories), from in-memory
 * indexes of what the catalogue shows publicly. It owns no tables: it reads the owners' tables
 * through their read-only handles.
 */
export const suggestionsModule = defineModule<{ suggestions: SuggestionsService }>()({
  name: 'suggestions',
  services: {
    suggestions: (d: Deps) =>
      createSuggestionsService({ db: d.db, refreshMs: d.config.search.suggestionsRefreshMs }),
  },
  api: (api, { services }) =>
    api.register(suggestionsRoutes, { suggestions: services.suggestions }),
  warm: ({ suggestions }) => suggestions.warm(),
});
