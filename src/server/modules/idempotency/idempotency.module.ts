import { defineModule, type Deps } from '../../module.ts';
import { createIdempotencyService, type IdempotencyService } from './idempotency.service.ts';

export const idempotencyModule = defineModule<{ idempotency: IdempotencyService }>()({
  name: 'idempotency',
  services: {
    idempotency: (d: Deps) => createIdempotencyService({ db: d.db }),
  },
  jobs: [
    {
      // Idempotency keys are kept for a day.
      name: 'idempotency-expire',
      cron: '17 * * * *',
      run: (services) => services.idempotency.expire(),
    },
  ],
});
