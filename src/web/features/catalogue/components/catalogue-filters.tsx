import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useCategories, useNigerianStates } from '#web/lib/reference-data.ts';

export type CatalogueFilterValues = { search: string; state: string; category: string };

/** Search (typo-tolerant on the server), state and category; a new filter replaces the list. */
export function CatalogueFilters({
  value,
  onChange,
}: {
  value: CatalogueFilterValues;
  onChange: (next: CatalogueFilterValues) => void;
}) {
  const [text, setText] = useState(value.search);
  const [debounced] = useDebouncedValue(text, 350);
  const states = useNigerianStates();
  const categories = useCategories();
  useEffect(() => {
    if (debounced.trim() !== value.search) onChange({ ...value, search: debounced.trim() });
  }, [debounced, value, onChange]);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search products and businesses"
        placeholder="Search ankara, shea butter, phones…"
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton aria-label="Clear search" onClick={() => setText('')} /> : null
        }
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
        type="search"
      />
      <NativeSelect
        aria-label="State"
        value={value.state}
        onChange={(e) => onChange({ ...value, state: e.currentTarget.value })}
        data={[
          { value: '', label: 'All states' },
          ...(states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
        ]}
        style={{ flex: '0 1 200px' }}
      />
      <NativeSelect
        aria-label="Category"
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.currentTarget.value })}
        data={[
          { value: '', label: 'All categories' },
          ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
        ]}
        style={{ flex: '0 1 220px' }}
      />
    </Group>
  );
}
