import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { Suspense } from 'react';
import { deferred } from './deferred.tsx';
import { Placeholder } from './plain.tsx';

const load = () => import('./select-code.ts');
const MultiSelect = deferred<MultiSelectProps>(() => load().then((m) => m.MultiSelect));
const Select = deferred<SelectProps>(() => load().then((m) => m.Select));

/** Fetches the selects' code ahead, once a form that shows one is on its way. */
export const preloadSelects = () => void load();

// A field's height (label, description and input) while its code comes.
const waiting = <Placeholder h={78} radius="md" />;

/**
 * Mantine's searchable MultiSelect, whose code (combobox, popover, floating-ui: more than a small
 * screen's whole download) comes with the form that shows it, not with the screen.
 */
export function LazyMultiSelect(props: MultiSelectProps) {
  return (
    <Suspense fallback={waiting}>
      <MultiSelect {...props} />
    </Suspense>
  );
}

/** Mantine's searchable Select, fetched as `LazyMultiSelect` is. */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense fallback={waiting}>
      <Select {...props} />
    </Suspense>
  );
}
