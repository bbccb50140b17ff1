import { useState, type ReactNode } from 'react';
import { LazyMultiSelect } from '#web/components/lazy-select.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useOwnProducts } from '../api/own-products.ts';

type Option = { value: string; label: string };

/**
 * Some of a business's products on show, found by name ten at a time (a voucher's products, a
 * newsletter's). The names of those chosen stay when a new search no longer lists them.
 */
export function OwnProductsField({
  businessId,
  value,
  onChange,
  error,
  label,
  description,
  maxValues,
}: {
  businessId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  label: string;
  description?: string;
  maxValues: number;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 350);
  const products = useOwnProducts({ businessId, search: debounced, status: 'active', page: 1 });
  const [names, setNames] = useState<Record<string, string>>({});
  const found: Option[] = (products.data?.results ?? []).map((p) => ({
    value: p._id,
    label: p.name,
  }));
  const data = [
    ...value.map((id) => ({
      value: id,
      label: names[id] ?? found.find((o) => o.value === id)?.label ?? 'Product',
    })),
    ...found.filter((o) => !value.includes(o.value)),
  ];
  return (
    <LazyMultiSelect
      label={label}
      description={description}
      placeholder={value.length ? undefined : 'Search your products'}
      data={data}
      value={value}
      onChange={(ids) => {
        setNames(Object.fromEntries(data.map((o) => [o.value, o.label])));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? 'Looking…' : 'No product on show by that name'}
      maxValues={maxValues}
      clearable
      error={error}
    />
  );
}
