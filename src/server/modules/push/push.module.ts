import { defineModule, type Deps } from '../../module.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService, type PushService } from './push.service.ts';

/** Web Push to the devices people allowed (decision 081). */
export const pushModule = defineModule<{ push: PushService }>()({
  name: 'push',
  services: {
    push: (d: Deps) => createPushService({ db: d.db, pusher: d.notices.push, log: d.log }),
  },
  api: (api, { services }) => api.register(pushRoutes, { push: services.push }),
  jobs: [
    // What could not go at once, retried with a growing wait; claims of a killed run taken again.
    {
      name: 'push-deliveries',
      cron: '* * * * *',
      run: ({ push }) => push.deliverQueued().then((r) => r.sent),
    },
    { name: 'push-forget-old', cron: '41 3 * * *', run: ({ push }) => push.forgetOld() },
  ],
});
