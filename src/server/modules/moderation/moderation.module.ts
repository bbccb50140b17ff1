import { defineModule, type Deps } from '../../module.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { PostFeedsService } from '../posts/post-feeds.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type ModerationService } from './moderation.service.ts';

export const moderationModule = defineModule<{
  moderation: ModerationService;
  console: ConsoleService;
}>()({
  name: 'moderation',
  services: {
    moderation: (
      d: Deps<{
        console: ConsoleService;
        comments: CommentsService;
        posts: PostsService;
        postFeeds: PostFeedsService;
      }>,
    ) =>
      createModerationService({
        db: d.db,
        console: d.console,
        attempts: d.attempts,
        removers: { COMMENT: d.comments.removeByOja, POST: d.posts.removeByOja },
        changed: () => d.postFeeds.forgetVisitorPages(),
      }),
  },
  api: (api, { services }) =>
    api.register(moderationRoutes, { moderation: services.moderation, console: services.console }),
});
