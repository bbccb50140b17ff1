import { formatNaira } from '#shared/format.ts';
import type { StoreLook } from '#shared/schemas/themes.ts';
import { StoreHeader, type StoreHeaderBusiness } from './store-header.tsx';
import { ThemeFrame } from './theme-frame.tsx';
import classes from './store-preview.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

export type PreviewProduct = { _id: string; name: string; photo: string | null; unitPrice: number };

/** A stand-in store for a preview when no store can be read. */
export const SAMPLE_STORE: StoreHeaderBusiness = {
  name: 'Your store',
  handle: 'your-store',
  description: '',
  logo: null,
  cover: null,
  isVerified: false,
  followers: 0,
  address: { city: 'Lagos', state: 'Lagos' } as StoreHeaderBusiness['address'],
};

/**
 * A store drawn small in a theme, for a theme's card: its header as the theme lays it out (in
 * miniature) and one row of its products as the theme's cards. Nothing in it is a control: it is
 * a picture of the store, named for screen readers by `label`.
 */
export function StorePreview({
  look,
  store,
  products,
  label,
}: {
  look: StoreLook;
  store: StoreHeaderBusiness;
  products: PreviewProduct[];
  label: string;
}) {
  const pictures = usePictures();
  return (
    <div role="img" aria-label={label} className={classes.preview}>
      <ThemeFrame look={look} className={classes.store}>
        <div className={classes.header}>
          <StoreHeader
            business={store}
            look={look}
            headingLevel={2}
            actions={
              <>
                <span className={classes.button}>Follow</span>
                <span className={`${classes.button} ${classes.outline}`}>WhatsApp</span>
              </>
            }
          />
        </div>
        {products.length === 0 ? (
          <p className={classes.empty}>No products yet.</p>
        ) : (
          <div className={classes.grid}>
            {products.map((p) => (
              <div key={p._id} className={classes.product}>
                {p.photo ? (
                  <img
                    className={classes.photo}
                    src={pictures.thumb(p.photo)}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={classes.photo} />
                )}
                <span className={classes.name}>{p.name}</span>
                <span className={classes.price}>{formatNaira(p.unitPrice)}</span>
              </div>
            ))}
          </div>
        )}
      </ThemeFrame>
    </div>
  );
}
