import { GiftIcon } from '#web/components/icons/gift.tsx';
import { MessageCircleIcon } from '#web/components/icons/message-circle.tsx';
import { StarIcon } from '#web/components/icons/star.tsx';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LIKE_TIER_LOOKS } from '#shared/constants.ts';
import { deferred } from '#web/components/deferred.tsx';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { useAfterLogin } from '#web/lib/after-login.ts';
import { notify } from '#web/lib/notify.ts';
import { useLikePost } from '../api/like-post.ts';
import { useLoginFirst } from '../use-login-first.ts';
import { recordView } from '../api/record-view.ts';
import { SharePostLink } from './share-post-link.tsx';
import { useSeen } from '#web/lib/use-seen.ts';
import { useViewerId } from '../use-viewer-id.ts';
import classes from '#web/components/post-card.module.css';
import { Count, LikeToggle } from '#web/components/like-toggle.tsx';
import { AuthorAvatar, PostCard } from '#web/components/post-card.tsx';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

// The tier picker, the gift sheet and the comments are fetched when first opened.
const SuperLikePicker = lazy(() => import('./super-like-picker.tsx'));
const GiftSheet = lazy(() => import('./gift-sheet.tsx'));
const CommentsThread = deferred(() => import('./comments-thread.tsx').then((m) => m.default));

/**
 * The comments' code, for a page that opens on them (a post's own page): fetched before the page
 * is rendered or taken over, so they are drawn at once, never as "Loading comments…" first.
 */
export const preloadComments = () => CommentsThread.preload();

/**
 * A post as feeds and profiles show it: its author, words, photos and tagged products, with
 * like, super-like, gift, comments and sharing. `load="lead"` for the first card of a page, whose
 * first photo is fetched before anything else.
 */
export function SocialPost({
  post,
  load = 'lazy',
  withComments = false,
}: {
  post: Post;
  load?: 'lead' | 'lazy';
  /** The post's own page opens with its comments showing. */
  withComments?: boolean;
}) {
  const loginFirst = useLoginFirst();
  const like = useLikePost(post);
  const [open, setOpen] = useState<'picker' | 'gift' | null>(null);
  const [used, setUsed] = useState({ picker: false, gift: false });
  const [commentsOpen, setCommentsOpen] = useState(withComments);
  const profilePath = `/u/${post.author.handle}`;
  const tier = post.superLiked ? LIKE_TIER_LOOKS[post.superLiked] : null;
  // Creators see what their own posts earned; they do not pay themselves.
  const viewerId = useViewerId();
  const own = viewerId === post.author._id;
  // Signed-in viewers' views and plays are counted for the creator (never their own).
  const counts = viewerId !== null && !own;
  const card = useRef<HTMLElement>(null);
  const onSeen = useCallback(() => recordView(post._id, 'VIEW'), [post._id]);
  useSeen(card, counts ? onSeen : null);

  // Liked as a visitor: done once they are back from logging in.
  const likeLater = `like-post:${post._id}`;
  useAfterLogin(likeLater, true, () =>
    like.mutate(true, { onSuccess: () => notify.success(`You liked ${post.author.name}'s post`) }),
  );

  const show = (what: 'picker' | 'gift') =>
    loginFirst(() => {
      setUsed((u) => ({ ...u, [what]: true }));
      setOpen(what);
    });

  return (
    <PostCard
      post={post}
      label={`Post by ${post.author.name}`}
      load={load}
      cardRef={card}
      onPlay={() => counts && recordView(post._id, 'WATCH')}
      head={
        <>
          <Link to={profilePath} className={classes.author}>
            <AuthorAvatar name={post.author.name} src={post.author.avatar} />
            <span className={classes.authorText}>
              <span className={classes.name}>
                {post.author.name}
                <VerifiedTick verified={post.author.isVerified} size={14} />
              </span>
              <span className={classes.meta}>@{post.author.handle}</span>
            </span>
          </Link>
          <span className={classes.headEnd}>
            {post.subscribersOnly && <span className={classes.subscribers}>Subscribers</span>}
            {/* A server-rendered "5 minutes ago" may be 6 when the browser takes the page over. */}
            <Link
              to={`/post/${post._id}`}
              className={classes.when}
              aria-label={`View post, ${formatRelativeDate(post.createdAt)}`}
              suppressHydrationWarning
            >
              {formatRelativeDate(post.createdAt)}
            </Link>
          </span>
        </>
      }
      actions={
        <>
          <LikeToggle
            liked={post.liked}
            count={post.likes}
            onToggle={(on) => loginFirst(() => like.mutate(on), likeLater)}
          />
          {own ? (
            <>
              <span className={classes.action}>
                <StarIcon size={20} />
                <Count before="" n={post.superLikes} one="super-like" many="super-likes" />
              </span>
              <span className={classes.action}>
                <GiftIcon size={20} />
                <Count before="" n={post.gifts} one="gift" many="gifts" />
              </span>
            </>
          ) : (
            <>
              <button
                type="button"
                className={classes.action}
                onClick={() => show('picker')}
                style={tier ? { color: `var(--mantine-color-${tier.color}-9)` } : undefined}
              >
                <StarIcon size={20} filled={Boolean(tier)} />
                <Count
                  before="Super-like, "
                  n={post.superLikes}
                  one="super-like"
                  many="super-likes"
                  after={tier ? `, you sent ${tier.name}` : ''}
                />
              </button>
              <button type="button" className={classes.action} onClick={() => show('gift')}>
                <GiftIcon size={20} />
                <Count before="Send a gift, " n={post.gifts} one="gift" many="gifts" />
              </button>
            </>
          )}
          <button
            type="button"
            className={classes.action}
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen((o) => !o)}
          >
            <MessageCircleIcon size={20} />
            <Count before="" n={post.comments} one="comment" many="comments" />
          </button>
          <SharePostLink post={post} />
        </>
      }
    >
      {commentsOpen && (
        <div className={classes.pad}>
          <Suspense fallback={<p className={classes.meta}>Loading comments…</p>}>
            <CommentsThread post={post} />
          </Suspense>
        </div>
      )}
      <Suspense fallback={null}>
        {used.picker && (
          <SuperLikePicker post={post} opened={open === 'picker'} onClose={() => setOpen(null)} />
        )}
        {used.gift && (
          <GiftSheet post={post} opened={open === 'gift'} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </PostCard>
  );
}
