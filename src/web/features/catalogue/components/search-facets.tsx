import { Anchor, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { formatNaira } from '#shared/format.ts';
import { facetsQuery } from '../api/product-search.ts';
import { formatPriceBand, type FacetValues, type PriceBand } from '../facet-values.ts';
import classes from './filters.module.css';

/** The address bar's facet parameters to set (a value) or remove (null). */
export type FacetChange = Partial<Record<'price' | 'stock' | 'rating' | 'category', string | null>>;

/** "Under ₦5,000", "₦5,000–₦20,000", "₦150,000 & up". */
export function priceBandLabel({ min, max }: PriceBand): string {
  if (max === null) return `${formatNaira(min)} & up`;
  if (min === 0) return `Under ${formatNaira(max)}`;
  return `${formatNaira(min)}–${formatNaira(max)}`;
}

/**
 * What a search's matches can be narrowed to, each with how many it would give: a price band,
 * in stock, shops of four stars and up, and the three categories with most matches. An option
 * that would give nothing is disabled unless it is the one chosen (so it can be undone).
 */
export function SearchFacets({
  search,
  value,
  category,
  narrowed,
  onChange,
  onClear,
}: {
  search: string;
  value: FacetValues;
  category: string;
  narrowed: boolean;
  onChange: (change: FacetChange) => void;
  onClear: () => void;
}) {
  const { data } = useQuery(facetsQuery(search));
  const chosenBand = value.price ? formatPriceBand(value.price) : '';
  const bands = data?.prices ?? [];
  // Nothing to narrow (a search that found nothing has its own ways on), unless something is set.
  if (data?.total === 0 && !narrowed) return null;
  // Categories are a choice only when the matches are in more than one.
  const categories = data && (data.categories.length > 1 || category) ? data.categories : [];
  const toggle = (label: string, on: boolean, count: number | undefined, change: FacetChange) => (
    <Button
      size="compact-sm"
      radius="xl"
      variant={on ? 'filled' : 'default'}
      aria-pressed={on}
      disabled={!on && count === 0}
      onClick={() => onChange(change)}
    >
      {count === undefined ? label : `${label} (${count})`}
    </Button>
  );

  return (
    <Group gap={6} role="group" aria-label="Narrow the results" className={classes.facets}>
      <div className={`${classes.field} ${classes.price}`}>
        <select
          aria-label="Price"
          value={chosenBand}
          onChange={(e) => onChange({ price: e.currentTarget.value || null })}
        >
          <option value="">Any price</option>
          {bands.map((band) => {
            const key = formatPriceBand(band);
            return (
              <option key={key} value={key} disabled={band.count === 0 && key !== chosenBand}>
                {`${priceBandLabel(band)} (${band.count})`}
              </option>
            );
          })}
          {value.price && !bands.some((b) => formatPriceBand(b) === chosenBand) && (
            <option value={chosenBand}>{priceBandLabel(value.price)}</option>
          )}
        </select>
      </div>
      {toggle('In stock', value.inStock, data?.inStock, { stock: value.inStock ? null : '1' })}
      {toggle('4★ shops & up', value.minRating === 4, data?.ratedFourUp, {
        rating: value.minRating === 4 ? null : '4',
      })}
      {categories.slice(0, 3).map((c) => (
        <Fragment key={c._id}>
          {toggle(c.name, category === c._id, c.count, {
            category: category === c._id ? null : c._id,
          })}
        </Fragment>
      ))}
      {narrowed && (
        <Anchor component="button" type="button" size="sm" onClick={onClear}>
          Clear filters
        </Anchor>
      )}
    </Group>
  );
}
