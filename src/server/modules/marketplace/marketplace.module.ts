import { defineModule, type Deps } from '../../module.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { createLedgerAccounts, type LedgerAccounts } from './ledger-accounts.ts';
import { marketplaceRoutes } from './marketplace.routes.ts';
import { createMarketplaceService, type MarketplaceService } from './marketplace.service.ts';

export const marketplaceModule = defineModule<{
  marketplace: MarketplaceService;
  ledgerAccounts: LedgerAccounts;
  console: ConsoleService;
}>()({
  name: 'marketplace',
  services: {
    marketplace: (d: Deps<{ ledger: LedgerService }>) =>
      createMarketplaceService({ db: d.db, ledger: d.ledger }),
    ledgerAccounts: (d: Deps<{ ledger: LedgerService }>) =>
      createLedgerAccounts({ db: d.db, ledger: d.ledger }),
  },
  api: (api, { services }) =>
    api.register(marketplaceRoutes, {
      marketplace: services.marketplace,
      ledgerAccounts: services.ledgerAccounts,
      console: services.console,
    }),
});
