import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { MAX_IMAGE_SIDE, thumbnailUrl } from '#shared/media.ts';
import type { Post, PostProduct } from '#shared/schemas/posts.ts';
import { initialsOf } from './initials.ts';
import classes from './post-card.module.css';
import { useDataSaver, usePictures } from '#web/lib/data-saver.ts';

/** The product page of a tagged product; a resold one carries the resale, crediting the author. */
export const taggedProductPath = (p: PostProduct) =>
  `/product/${p._id}${p.resaleId ? `?resale=${encodeURIComponent(p.resaleId)}` : ''}`;

/**
 * A post's author (or a commenter) as a photo in a circle, or their initials on indigo
 * until they add one.
 */
export function AuthorAvatar({
  name,
  src,
  size = 40,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  const pictures = usePictures();
  const style = { width: size, height: size, fontSize: size * 0.36 };
  return src ? (
    <img
      src={pictures.thumb(src)}
      alt=""
      width={size}
      height={size}
      className={classes.avatar}
      style={style}
      loading="lazy"
    />
  ) : (
    <span className={classes.avatar} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** `mine`: the creator's own list, where the pictures are read out as their own post's. */
function Photos({ post, load, mine }: { post: Post; load: 'lead' | 'lazy'; mine: boolean }) {
  const pictures = usePictures();
  const several = post.photos.length > 1;
  return (
    <div
      className={classes.photos}
      data-several={several || undefined}
      // A row that scrolls sideways is reachable from the keyboard.
      tabIndex={several ? 0 : undefined}
      role={several ? 'region' : undefined}
      aria-label={several ? `${post.photos.length} photos` : undefined}
    >
      {post.photos.map((url, i) => (
        <img
          key={url}
          src={pictures.whole(url)}
          srcSet={pictures.srcSet(url)}
          sizes={several ? '(min-width: 640px) 510px, 85vw' : '(min-width: 640px) 600px, 100vw'}
          width={MAX_IMAGE_SIDE}
          height={MAX_IMAGE_SIDE}
          alt={
            mine
              ? `Photo ${i + 1} of ${post.photos.length}`
              : `Photo ${i + 1} of ${post.author.name}’s post`
          }
          loading={load === 'lead' && i === 0 ? 'eager' : 'lazy'}
          fetchPriority={load === 'lead' && i === 0 ? 'high' : 'auto'}
          decoding="async"
          className={classes.photo}
        />
      ))}
    </div>
  );
}

/** The post's video: nothing is fetched but its poster until the viewer plays it. */
function Video({ post, mine, onPlay }: { post: Post; mine: boolean; onPlay?: () => void }) {
  const video = post.video!;
  // Data saver: the 400 px copy of the cover (the video itself never plays on its own).
  const saver = useDataSaver();
  return (
    <video
      className={classes.video}
      src={video.url}
      poster={video.poster ? (saver ? thumbnailUrl(video.poster) : video.poster) : undefined}
      controls
      playsInline
      preload="none"
      width={MAX_IMAGE_SIDE}
      height={MAX_IMAGE_SIDE}
      aria-label={mine ? "Your post's video" : `Video of ${post.author.name}’s post`}
      onPlay={onPlay}
    />
  );
}

function TaggedProducts({ products }: { products: PostProduct[] }) {
  const pictures = usePictures();
  return (
    <ul className={`${classes.tags} ${classes.pad}`} aria-label="Products in this post">
      {products.map((p) => (
        <li key={p._id} className={classes.tagItem}>
          <Link to={taggedProductPath(p)} className={classes.tag}>
            {p.photo ? (
              <img
                src={pictures.thumb(p.photo)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className={classes.tagPhoto}
              />
            ) : (
              <span className={classes.tagPhoto} />
            )}
            <span className={classes.tagText}>
              <span className={classes.tagName}>{p.name}</span>
              <span className={classes.tagPrice}>{formatNaira(p.unitPrice)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A post in its card, in plain markup (feeds and profiles are pages people arrive on from a
 * shared link): a head line, its words, photos, video and tagged products, then a row of
 * actions and what opens under it. Feeds give it the author and the social actions; a creator's
 * own list gives it the post's state, figures and the buttons that manage it. `load="lead"` for
 * the first card of a page, whose first photo is fetched before anything else.
 */
export function PostCard({
  post,
  label,
  head,
  actions,
  children,
  mine = false,
  load = 'lazy',
  cardRef,
  onPlay,
}: {
  post: Post;
  /** The card's accessible name. */
  label: string;
  head: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
  /** The creator's own list: the pictures are read out as "your" post's; a hidden post is grey. */
  mine?: boolean;
  load?: 'lead' | 'lazy';
  cardRef?: Ref<HTMLElement>;
  onPlay?: () => void;
}) {
  return (
    <article
      ref={cardRef}
      className={classes.card}
      data-hidden={(mine && !post.active) || undefined}
      aria-label={label}
    >
      <div className={`${classes.pad} ${classes.head}`}>{head}</div>
      {post.text && <p className={`${classes.text} ${classes.pad}`}>{post.text}</p>}
      {post.photos.length > 0 && <Photos post={post} load={load} mine={mine} />}
      {post.video && <Video post={post} mine={mine} onPlay={onPlay} />}
      {post.products.length > 0 && <TaggedProducts products={post.products} />}
      <div className={`${classes.actions} ${classes.pad}`}>{actions}</div>
      {children}
    </article>
  );
}
