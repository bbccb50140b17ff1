import { Suspense } from 'react';
import { deferred } from './deferred.tsx';

// Most lists fit on one page, so the numbered pages' code loads only for a list that needs them.
const PagerControls = deferred(() => import('./pager-controls.tsx').then((m) => m.PagerControls));

/** Numbered pages under a list, with names a screen reader says; hidden when there is one page. */
export function PagePager({
  total,
  value,
  onChange,
  size = 'md',
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
}) {
  if (total <= 1) return null;
  return (
    // The same height as the controls, so the page does not move when they arrive.
    <Suspense fallback={<div style={{ height: size === 'sm' ? 26 : 32 }} />}>
      <PagerControls total={total} value={value} onChange={onChange} size={size} />
    </Suspense>
  );
}
