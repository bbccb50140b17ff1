import { defineModule } from '../../module.ts';

/** Live updates: the events log and, with the hub, each user's Server-Sent Events stream. */
export const liveModule = defineModule({
  name: 'live',
  jobs: [
    { name: 'live-events-prune', cron: '17 3 * * *', run: (services) => services.live.prune() },
  ],
});
