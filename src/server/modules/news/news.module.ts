import { defineModule, type Deps } from '../../module.ts';
import type { ConsoleService } from '../console/console.service.ts';
import { newsConsoleRoutes } from './news-console.routes.ts';
import { newsOneClickRoute, newsRoutes } from './news.routes.ts';
import { createNewsService, type NewsService } from './news.service.ts';

/** Oja's news to the people who asked for it (decision 080). */
export const newsModule = defineModule<{ news: NewsService; console: ConsoleService }>()({
  name: 'news',
  services: {
    news: (d: Deps) =>
      createNewsService({
        db: d.db,
        mailer: d.notices.mail,
        appUrl: d.config.appUrl,
        secret: d.config.jwtSecret,
        log: d.log,
      }),
  },
  api: async (api, { services }) => {
    await api.register(newsRoutes, { news: services.news });
    await api.register(newsConsoleRoutes, { news: services.news, console: services.console });
  },
  root: (app, { services }) => app.register(newsOneClickRoute, { news: services.news }),
  jobs: [
    // A few news e-mails a minute, each claimed before it leaves.
    { name: 'news-deliveries', cron: '* * * * *', run: ({ news }) => news.deliverQueued() },
  ],
});
