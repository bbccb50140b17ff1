import { defineModule } from '../../module.ts';

export const idempotencyModule = defineModule({
  name: 'idempotency',
  jobs: [
    {
      // Idempotency keys are kept for a day.
      name: 'idempotency-expire',
      cron: '17 * * * *',
      run: (services) => services.idempotency.expire(),
    },
  ],
});
