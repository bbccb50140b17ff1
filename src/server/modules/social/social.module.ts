import { defineModule } from '../../module.ts';
import { pageMeta } from '../../page-meta.ts';
import { socialRoutes } from './social.routes.ts';

export const socialModule = defineModule({
  name: 'social',
  api: (api, { services }) => api.register(socialRoutes, { social: services.social }),
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
