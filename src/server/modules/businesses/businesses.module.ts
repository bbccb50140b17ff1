import { defineModule, type Deps } from '../../module.ts';
import { countSitemapStores, listSitemapStores } from './businesses.repo.ts';
import { storeData } from '../../structured-data.ts';
import type { MediaCheck } from '../../media.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { WithdrawalsService } from '../payouts/withdrawals.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ThemesService } from '../themes/themes.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createBusinessesService, type BusinessesService } from './businesses.service.ts';
import { pageMeta } from '../../page-meta.ts';
import { businessesRoutes } from './businesses.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';
import {
  createListingRequestsService,
  type ListingRequestsService,
} from './listing-requests.service.ts';
import { listingRequestsConsoleRoutes } from './listing-requests-console.routes.ts';

export const businessesModule = defineModule<{
  businesses: BusinessesService;
  listingRequests: ListingRequestsService;
  console: ConsoleService;
}>()({
  name: 'businesses',
  services: {
    listingRequests: (d: Deps) => createListingRequestsService({ db: d.db, events: d.events }),
    businesses: (
      d: Deps<{
        reference: ReferenceService;
        checkMedia: MediaCheck;
        interactions: InteractionsService;
        users: UsersService;
        ledger: LedgerService;
        withdrawals: WithdrawalsService;
        plans: PlansService;
        themes: ThemesService;
      }>,
    ) =>
      createBusinessesService({
        db: d.db,
        reads: d.reads,
        events: d.events,
        reference: d.reference,
        checkMedia: d.checkMedia,
        interactions: d.interactions,
        // Users, withdrawals and plans are built after businesses: they are asked when called.
        profilesOf: (ids) => d.users.publicProfiles(ids),
        figuresOf: async (businessId) => {
          const [balanceKobo, withdrawnKobo, outflowKobo] = await Promise.all([
            d.ledger.balance(accounts.business(businessId)),
            d.ledger.balance(accounts.businessWithdrawn(businessId)),
            d.withdrawals.outflowOf(businessId),
          ]);
          return { balanceKobo, withdrawnKobo, outflowKobo };
        },
        limitsOf: (userId) => d.plans.limitsOf(userId),
        lookOf: (businessId) => d.themes.look(businessId),
      }),
  },
  api: async (api, { services }) => {
    await api.register(businessesRoutes, { businesses: services.businesses });
    await api.register(listingRequestsConsoleRoutes, {
      listingRequests: services.listingRequests,
      console: services.console,
    });
  },
  warm: ({ businesses }) => businesses.warmSearch(),
  pages: [
    {
      // A storefront's link preview: the business's name, description and logo.
      path: /^\/store\/([a-z0-9-]{3,40})$/i,
      meta: async (match, { businesses }) => {
        const b = await businesses.get({ handle: match[1]!.toLowerCase() }, null);
        return {
          ...pageMeta(b.name, b.description || `Shop ${b.name} on Oja`, b.logo, [
            b.name,
            b.address.state ?? '',
          ]),
          structuredData: (appUrl) => storeData(b, appUrl),
        };
      },
    },
  ],
  sitemaps: [{ name: 'stores', count: countSitemapStores, list: listSitemapStores }],
});
