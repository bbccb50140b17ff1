import { thumbnailUrl } from '#shared/media.ts';
import { initialsOf } from '#web/components/initials.ts';
import classes from '#web/components/post-card.module.css';

/** A person's photo in a circle, or their initials on indigo (§9) until they add one. */
export function AuthorAvatar({
  name,
  src,
  size = 40,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.36 };
  return src ? (
    <img
      src={thumbnailUrl(src)}
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
