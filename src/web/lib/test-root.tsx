import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// For web tests that draw components into jsdom: React's act environment, and one root per test,
// unmounted (and the page emptied) after each.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Draws `element` in a container on the page; `rerender` draws it again with new props. */
export function mount(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const current = createRoot(container);
  root = current;
  act(() => current.render(element));
  return { container, rerender: (next: ReactNode) => act(() => current.render(next)) };
}
