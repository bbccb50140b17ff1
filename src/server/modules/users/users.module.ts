import { defineModule, type Deps } from '../../module.ts';
import { countSitemapCreators, listSitemapCreators } from './users.repo.ts';
import type { MediaCheck } from '../../media.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { createProfileCopies, type ChangeFeed } from './profile-copies.ts';
import { createUsersService, type UsersService } from './users.service.ts';
import { usersRoutes } from './users.routes.ts';

export const usersModule = defineModule<{ users: UsersService }>()({
  name: 'users',
  services: {
    users: (
      d: Deps<{
        businesses: BusinessesService;
        checkMedia: MediaCheck;
        verification: VerificationService;
        /** The live module's hub: its LISTEN connection hears the tables' triggers. */
        liveHub: ChangeFeed;
      }>,
    ) =>
      createUsersService({
        db: d.db,
        config: d.config,
        businesses: d.businesses,
        checkMedia: d.checkMedia,
        verification: d.verification,
        mailer: d.mail,
        messenger: d.texts,
        // Forgotten on any instance through the live channel's LISTEN connection.
        copies: createProfileCopies(d.liveHub),
      }),
  },
  api: (api, { services }) => api.register(usersRoutes, { users: services.users }),
  sitemaps: [{ name: 'creators', count: countSitemapCreators, list: listSitemapCreators }],
});
