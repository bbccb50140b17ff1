import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import classes from './plain.module.css';

/**
 * A short filled label ("Default", an order's status) as Mantine's filled Badge draws it, in
 * plain markup for budgeted first screens (decision 037). `color` is a theme colour and shade,
 * such as "teal.9".
 */
export function Tag({
  color,
  size,
  light,
  ink,
  children,
}: {
  color: string;
  size: 'xs' | 'sm' | 'md' | 'lg';
  /** Mantine's light variant: a tint of the colour, its words in the colour. */
  light?: boolean;
  /** The light variant's words in another colour, when the colour's own is not dark enough. */
  ink?: string;
  children: ReactNode;
}) {
  const shade = (c: string) =>
    c.includes('.')
      ? `var(--mantine-color-${c.replace('.', '-')})`
      : `var(--mantine-color-${c}-filled)`;
  const style = { '--tag-bg': shade(color), color: ink && shade(ink) } as CSSProperties;
  return (
    <span className={classes.tag} data-size={size} data-light={light || undefined} style={style}>
      {children}
    </span>
  );
}

/** A thin line between parts of a card, as Mantine's Divider. */
export const Rule = () => <hr className={classes.rule} />;

/**
 * A bordered card (Mantine's Card with a border, radius lg, padding md and lg from 576 px), as
 * a plain element; `padding` sets one padding at every width instead, `radius` a smaller radius.
 */
export function Panel({
  padding,
  radius,
  as: Element = 'section',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  padding?: 'none' | 'sm' | 'md' | 'xl';
  radius?: 'md';
  /** The element: a section (the default), a list item, or a plain block. */
  as?: 'section' | 'li' | 'div';
}) {
  return (
    <Element
      {...props}
      className={className ? `${classes.panel} ${className}` : classes.panel}
      data-padding={padding}
      data-radius={radius}
    />
  );
}

/** A grey block that pulses where content is loading, as Mantine's Skeleton. */
export function Placeholder({ h, w, radius }: { h: number; w?: number; radius?: 'md' | 'lg' }) {
  return (
    <div
      className={classes.skeleton}
      style={{
        height: h,
        width: w,
        borderRadius: radius && `var(--mantine-radius-${radius})`,
      }}
      aria-hidden
    />
  );
}

/**
 * A small square picture (a product's, a shop's logo) as a plain image, grey until it loads or
 * when there is none: lighter than Mantine's Avatar on screens that must load fast.
 */
export function Thumb({
  src,
  size,
  children,
}: {
  src: string | null | undefined;
  size: number;
  /** Shown in the box when there is no picture (an initial, an icon). */
  children?: ReactNode;
}) {
  return src ? (
    <img className={classes.thumb} src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={classes.thumb} style={{ width: size, height: size }}>
      {children}
    </span>
  );
}

/**
 * A titled message on a tinted background, as Mantine's light Alert draws it, in plain markup
 * for the first screens of checkout and an order (decision 037).
 */
export function Notice({
  color,
  title,
  children,
  maxWidth,
}: {
  /** A theme colour: its light shade is the background, its text shade the title. */
  color: 'navy' | 'gray' | 'red' | 'yellow';
  /** Without one, the message stands alone. */
  title?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const style = {
    '--notice-bg': `var(--mantine-color-${color}-light)`,
    '--notice-color': `var(--mantine-color-${color}-light-color)`,
    maxWidth,
  } as CSSProperties;
  return (
    <div role="alert" className={classes.notice} style={style}>
      {title && <p className={classes.title}>{title}</p>}
      <div className={classes.message}>{children}</div>
    </div>
  );
}

/** Words for screen readers only, as Mantine's VisuallyHidden. */
export const ScreenReaderText = ({ children }: { children: ReactNode }) => (
  <span className={classes.hidden}>{children}</span>
);
