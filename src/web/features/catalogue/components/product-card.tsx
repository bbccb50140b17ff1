import { Link } from 'react-router';
import { shownPrice } from '#shared/sale.ts';
import type { ProductCardItem } from '#shared/schemas/products.ts';
import { Money } from '#web/components/money.tsx';
import classes from '#web/components/cards.module.css';
import { VerifiedTick } from '#web/components/verified-tick.tsx';
import { usePictures } from '#web/lib/data-saver.ts';

/**
 * `load`: `lead` for a picture the first screen is built around (fetched at once, before
 * others), `eager` for one on the first screen, `lazy` (the default) for the rest.
 */
export function ProductCard({
  product,
  load = 'lazy',
  search,
}: {
  product: ProductCardItem;
  load?: 'lead' | 'eager' | 'lazy';
  /** The catalogue search showing the card: the product's page tells its seller it was opened from it. */
  search?: string;
}) {
  const pictures = usePictures();
  const soldOut = product.quantity === 0;
  // While a sale runs: its price, with the product's own struck through.
  const price = shownPrice(product);
  return (
    <Link
      to={`/product/${product._id}`}
      state={search ? { search } : undefined}
      className={classes.card}
    >
      {product.photo ? (
        <img
          src={pictures.thumb(product.photo)}
          alt={product.name}
          loading={load === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={load === 'lead' ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={400}
          className={classes.photo}
        />
      ) : (
        <div className={classes.photo} />
      )}
      <div className={classes.body}>
        <span className={classes.name}>{product.name}</span>
        <Money
          amount={price.amount}
          was={price.was}
          size="sm"
          c="var(--oja-store-text, var(--mantine-color-navy-9))"
        />
        <span className={classes.meta}>
          <span className={classes.metaText}>
            {product.business.name}
            <VerifiedTick verified={product.business.isVerified} size={13} />
            {product.business.state ? ` · ${product.business.state}` : ''}
          </span>
          {soldOut ? (
            <span className={classes.soldOut}>Sold out</span>
          ) : (
            price.sale && (
              <span className={classes.soldOut}>{price.sale.flash ? 'Flash sale' : 'Sale'}</span>
            )
          )}
        </span>
      </div>
    </Link>
  );
}
