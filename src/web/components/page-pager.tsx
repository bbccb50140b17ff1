import { Pagination } from '@mantine/core';

/** Numbered pages under a list, with names a screen reader says; hidden when there is one page. */
export function PagePager({
  total,
  value,
  onChange,
  size,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
}) {
  if (total <= 1) return null;
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
