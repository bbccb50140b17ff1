import { SearchField, type SearchBox } from '#web/components/search-field.tsx';
import { useCategories, useNigerianStates } from '#web/lib/reference-data.ts';
import classes from './filters.module.css';

export type CatalogueFilterValues = { search: string; state: string; category: string };

/**
 * Search (typo-tolerant on the server), state and category; a new filter replaces the list.
 * `searchBox` replaces the plain search box (the screen passes one that suggests as you type).
 */
export function CatalogueFilters({
  value,
  onChange,
  searchBox: Search = SearchField,
}: {
  value: CatalogueFilterValues;
  onChange: (next: CatalogueFilterValues) => void;
  searchBox?: SearchBox;
}) {
  const states = useNigerianStates();
  const categories = useCategories();

  return (
    <div className={classes.filters} role="search">
      <Search
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        label="Search products and businesses"
        placeholder="Search ankara, shea butter, phones…"
        className={classes.search}
      />
      <div className={`${classes.field} ${classes.select}`}>
        <select
          aria-label="State"
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.currentTarget.value })}
        >
          <option value="">All states</option>
          {(states.data ?? []).map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
          {value.state && !states.data?.some((s) => s.name === value.state) && (
            <option value={value.state}>{value.state}</option>
          )}
        </select>
      </div>
      <div className={`${classes.field} ${classes.select}`}>
        <select
          aria-label="Category"
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.currentTarget.value })}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
