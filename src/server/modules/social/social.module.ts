import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import { createSocialService, type SocialService } from './social.service.ts';
import { pageMeta } from '../../page-meta.ts';
import { socialRoutes } from './social.routes.ts';

export const socialModule = defineModule<{ social: SocialService }>()({
  name: 'social',
  services: {
    social: (
      d: Deps<{
        interactions: InteractionsService;
        businesses: BusinessesService;
        posts: PostsService;
      }>,
    ) =>
      createSocialService({
        db: d.db,
        interactions: d.interactions,
        businessesWhere: (filter, page, limit) => d.businesses.list(filter, page, limit),
        postsBy: (authorId, viewerId) =>
          d.posts.list({ postByUserIds: [authorId], page: 1, limit: 10 }, viewerId),
      }),
  },
  api: (api, { services }) => api.register(socialRoutes, { social: services.social }),
  warm: ({ social }) => social.warmSearch(),
  pages: [
    {
      // A profile's link preview: the person's name and handle, their bio and their picture.
      path: /^\/u\/([A-Za-z0-9_.]{1,60})$/,
      meta: async (match, { social }) => {
        const p = await social.profile(match[1]!, null);
        return pageMeta(
          `${p.name} (@${p.handle})`,
          p.bio || `See what ${p.name} shares and sells on Oja`,
          p.avatar,
          [p.name, p.handle],
        );
      },
    },
  ],
});
