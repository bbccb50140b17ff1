import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestions } from '#shared/schemas/suggestions.ts';
import { formatNaira } from '#shared/format.ts';
import {
  SearchField,
  type SearchFieldProps,
  type SuggestionGroup,
} from '#web/components/search-field.tsx';
import { useSuggestions } from '../api/suggestions.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** Suggestions are asked for from this many letters, once typing pauses this long. */
const MIN_LETTERS = 2;
const PAUSE_MS = 150;

/** The suggestions as groups of options, each leading to its page. */
export function suggestionGroups(s: Suggestions): SuggestionGroup[] {
  return [
    {
      label: 'Products',
      options: s.products.map((p) => ({
        key: `p-${p._id}`,
        label: p.name,
        detail: `${formatNaira(p.unitPrice)} · ${p.businessName}`,
        href: `/product/${p._id}`,
      })),
    },
    {
      label: 'Stores',
      options: s.businesses.map((b) => ({
        key: `b-${b._id}`,
        label: b.name,
        detail: `@${b.handle}`,
        href: `/store/${encodeURIComponent(b.handle)}`,
      })),
    },
    {
      label: 'Creators',
      options: s.creators.map((c) => ({
        key: `c-${c._id}`,
        label: c.name,
        detail: `@${c.handle}`,
        href: `/u/${encodeURIComponent(c.handle)}`,
      })),
    },
    {
      label: 'Categories',
      options: s.categories.map((c) => ({
        key: `k-${c._id}`,
        label: c.name,
        detail: 'Category',
        href: `/explore?category=${c._id}`,
      })),
    },
  ].filter((g) => g.options.length > 0);
}

/**
 * The catalogue's search box with suggestions as the shopper types: products, stores, creators
 * and categories; picking one opens its page, Enter without one searches as before.
 */
export function SuggestingSearchField(props: SearchFieldProps) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), PAUSE_MS);
  const enough = typed.trim().length >= MIN_LETTERS;
  const { data } = useSuggestions(q, MIN_LETTERS);
  const groups = useMemo(() => (data && enough ? suggestionGroups(data) : []), [data, enough]);
  const navigate = useNavigate();
  return (
    <SearchField
      {...props}
      suggest={{
        onTextChange: setTyped,
        groups,
        matched: typed,
        onPick: (option) => void navigate(option.href),
      }}
    />
  );
}
