import type { FastifyInstance } from 'fastify';
import type { ArticleSummary } from '#shared/schemas/blog.ts';
import { escapeHtml as escape } from '../../html.ts';
import type { BlogService } from './blog.service.ts';

/** How many articles the feed carries: the newest. */
export const FEED_SIZE = 20;

/** An Atom feed of the newest published articles, for feed readers. */
export function atomFeed(appUrl: string, articles: ArticleSummary[]): string {
  const updated = articles[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = articles.map((a) => {
    const url = `${appUrl}/blog/${a.slug}`;
    return [
      '  <entry>',
      `    <title>${escape(a.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escape(url)}"/>`,
      `    <id>${escape(url)}</id>`,
      `    <published>${a.publishedAt}</published>`,
      `    <updated>${a.updatedAt}</updated>`,
      `    <author><name>${escape(a.author.name)}</name></author>`,
      ...a.tags.map((t) => `    <category term="${escape(t)}"/>`),
      `    <summary>${escape(a.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>The Oja blog</title>',
    '  <subtitle>Stories, tips and guides for Nigerian shoppers, vendors and creators</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escape(appUrl)}/blog/feed.xml"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(appUrl)}/blog"/>`,
    `  <id>${escape(appUrl)}/blog</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export async function blogFeedRoute(
  app: FastifyInstance,
  deps: { blog: BlogService; appUrl: string },
) {
  app.get('/blog/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    const articles = await deps.blog.latest(FEED_SIZE);
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(atomFeed(deps.appUrl, articles));
  });
}
