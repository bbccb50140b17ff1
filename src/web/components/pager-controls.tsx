import { Pagination } from '@mantine/core';

/** Mantine's numbered pages, with names a screen reader says (through `PagePager`). */
export function PagerControls({
  total,
  value,
  onChange,
  size,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  size: 'sm' | 'md';
}) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
      })}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
    />
  );
}
