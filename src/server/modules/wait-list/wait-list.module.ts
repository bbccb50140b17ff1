import { defineModule, type Deps } from '../../module.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { ConsoleService } from '../console/console.service.ts';
import { waitListConsoleExportRoute, waitListJoinRoute } from './wait-list.routes.ts';
import { createWaitListService, type WaitListService } from './wait-list.service.ts';

export const waitListModule = defineModule<{
  waitList: WaitListService;
  reference: ReferenceService;
  console: ConsoleService;
}>()({
  name: 'wait-list',
  services: {
    waitList: (d: Deps<{ reference: ReferenceService }>) =>
      createWaitListService({
        db: d.db,
        attempts: d.attempts,
        nigerianState: (state) => d.reference.nigerianState(state),
      }),
  },
  root: (app, { services }) =>
    app.register(waitListJoinRoute, {
      waitList: services.waitList,
      isNigerianState: (state) => {
        try {
          services.reference.nigerianState(state);
          return true;
        } catch {
          return false;
        }
      },
    }),
  api: async (api, { services }) => {
    await api.register(waitListConsoleExportRoute, {
      waitList: services.waitList,
      console: services.console,
    });
  },
});
