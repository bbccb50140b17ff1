import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import type { ArticleSummary } from '#shared/schemas/blog.ts';
import classes from './blog.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

/** "12 Nov 2026 · 4 min read": when it came out (Lagos time, as the server renders it) and its length. */
export function articleByline(a: Pick<ArticleSummary, 'publishedAt' | 'readingMinutes'>) {
  const date = a.publishedAt ? formatDate(a.publishedAt, 'date', 'lagos') : 'Draft';
  return `${date} · ${a.readingMinutes} min read`;
}

/** An article in the blog's list: its cover, title, summary and byline; opens the article. */
export function ArticleCard({
  article: a,
  lead = false,
}: {
  article: ArticleSummary;
  lead?: boolean;
}) {
  const pictures = usePictures();
  return (
    <Link to={`/blog/${a.slug}`} className={classes.card}>
      {a.cover ? (
        <img
          src={pictures.thumb(a.cover)}
          alt=""
          width={400}
          height={225}
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : 'auto'}
          decoding="async"
          className={classes.cover}
        />
      ) : (
        <div className={classes.cover} />
      )}
      <div className={classes.cardBody}>
        <span className={classes.meta}>{articleByline(a)}</span>
        <span className={classes.cardTitle}>{a.title}</span>
        <span className={classes.cardText}>{a.description}</span>
      </div>
    </Link>
  );
}
