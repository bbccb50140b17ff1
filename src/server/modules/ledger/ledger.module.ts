import { defineModule, type Deps } from '../../module.ts';
import { createLedgerService } from './ledger.service.ts';

/** The double-entry ledger every money movement posts to; it has no routes of its own. */
export const ledgerModule = defineModule()({
  name: 'ledger',
  services: {
    ledger: (d: Deps) => createLedgerService({ db: d.db }),
  },
});
