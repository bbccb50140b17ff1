import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

function Search({ text }: { text: string }) {
  return <p>{useDebounced(text, 350)}</p>;
}

describe('useDebounced', () => {
  it('gives the value once it has stayed the same for the wait, not each keystroke', () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root!.render(<Search text="" />));
    for (const text of ['a', 'an', 'ank']) {
      act(() => root!.render(<Search text={text} />));
      act(() => vi.advanceTimersByTime(200));
    }
    // Typed within the wait each time: still the first value.
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(150));
    expect(container.textContent).toBe('ank');
  });
});
