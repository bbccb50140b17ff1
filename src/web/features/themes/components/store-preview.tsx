import type { CSSProperties } from 'react';
import { formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { StoreLook } from '#shared/schemas/themes.ts';
import { initialsOf } from '#web/components/initials.ts';
import { themeVars } from '../theme-vars.ts';
import classes from './store-preview.module.css';

/** What a preview shows of a store: its name, pictures and a few products. */
export type PreviewStore = {
  name: string;
  handle: string;
  logo: string | null;
  cover: string | null;
  description?: string;
};

export type PreviewProduct = { _id: string; name: string; photo: string | null; unitPrice: number };

const picture = (url: string | null, small: boolean) =>
  url ? `url("${small ? thumbnailUrl(url) : url}")` : undefined;

/**
 * A store drawn in a theme: its top (banner, picture beside words, or words only), its buttons
 * (in the top or a bar under it) and its products as the theme's cards. `card` is the small one
 * the theme lists show; `page` fills the screen. Nothing in it is a control: it is a picture of
 * the store, named for screen readers by `label`.
 */
export function StorePreview({
  look,
  store,
  products,
  size = 'card',
  label,
}: {
  look: StoreLook;
  store: PreviewStore;
  products: PreviewProduct[];
  size?: 'card' | 'page';
  label: string;
}) {
  const { layout } = look;
  const hero = look.hero ?? store.cover;
  const buttons = (
    <div className={classes.actions}>
      <span className={classes.button}>Follow</span>
      <span className={`${classes.button} ${classes.outline}`}>WhatsApp</span>
    </div>
  );
  return (
    <div
      className={classes.store}
      style={themeVars(look) as CSSProperties}
      data-theme={look.theme}
      data-size={size}
      data-hero={layout.hero}
      data-grid={layout.grid}
      data-card={look.tokens.card}
      // A card is a picture of the store; the full page is read as it is.
      role={size === 'card' ? 'img' : 'region'}
      aria-label={label}
    >
      {layout.hero === 'banner' && (
        <div
          className={classes.banner}
          style={{ backgroundImage: picture(hero, size === 'card') }}
        />
      )}
      <div className={classes.top}>
        {layout.hero !== 'split' &&
          (store.logo ? (
            <img className={classes.logo} src={thumbnailUrl(store.logo)} alt="" />
          ) : (
            <span className={classes.logo}>{initialsOf(store.name)}</span>
          ))}
        <div className={classes.words}>
          <p className={classes.heading}>{store.name}</p>
          <span className={classes.muted}>@{store.handle}</span>
          {layout.actions === 'hero' && buttons}
        </div>
        {layout.hero === 'split' && (
          <div
            className={classes.side}
            style={{ backgroundImage: picture(hero, size === 'card') }}
          />
        )}
      </div>
      {layout.actions === 'bar' && <div className={classes.bar}>{buttons}</div>}
      {products.length === 0 ? (
        <p className={classes.empty}>No products yet.</p>
      ) : (
        <div className={classes.grid}>
          {products.map((p) => (
            <div key={p._id} className={classes.product}>
              {p.photo ? (
                <img className={classes.photo} src={thumbnailUrl(p.photo)} alt="" loading="lazy" />
              ) : (
                <span className={classes.photo} />
              )}
              <span className={classes.name}>{p.name}</span>
              <span className={classes.price}>{formatNaira(p.unitPrice)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
