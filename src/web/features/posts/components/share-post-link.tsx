import { WhatsAppIcon } from '#web/components/icons/brand-whatsapp.tsx';
import { truncate } from '#shared/format.ts';
import type { Post } from '#shared/schemas/posts.ts';
import classes from '#web/components/post-card.module.css';
import { usePageUrl } from '#web/lib/use-page-url.ts';

/**
 * Share on WhatsApp: the post's own page, whose link preview shows its picture. Its own component,
 * as the page's address is known only after the page is taken over: then only this link renders
 * again, not the whole post.
 */
export function SharePostLink({ post }: { post: Post }) {
  const url = usePageUrl();
  const postPath = `/post/${post._id}`;
  const shareUrl = url ? `${new URL(url).origin}${postPath}` : postPath;
  const shareText = `${post.text ? `“${truncate(post.text, 120)}” — ` : ''}${post.author.name} on Oja ${shareUrl}`;
  return (
    <a
      className={`${classes.action} ${classes.share}`}
      href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Share on WhatsApp"
    >
      <WhatsAppIcon size={20} />
    </a>
  );
}
