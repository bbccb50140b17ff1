import classes from './thumb.module.css';

/**
 * A small square picture (a product's, a shop's logo) as a plain image, grey until it loads or
 * when there is none: lighter than Mantine's Avatar on screens that must load fast.
 */
export function Thumb({ src, size }: { src: string | null | undefined; size: number }) {
  return src ? (
    <img className={classes.thumb} src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={classes.thumb} style={{ width: size, height: size }} />
  );
}
