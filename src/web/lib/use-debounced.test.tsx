import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './test-root.tsx';
import { useDebounced } from './use-debounced.ts';

afterEach(() => {
  vi.useRealTimers();
});

function Search({ text }: { text: string }) {
  return <p>{useDebounced(text, 350)}</p>;
}

describe('useDebounced', () => {
  it('gives the value once it has stayed the same for the wait, not each keystroke', () => {
    vi.useFakeTimers();
    const { container, rerender } = mount(<Search text="" />);
    for (const text of ['a', 'an', 'ank']) {
      rerender(<Search text={text} />);
      act(() => vi.advanceTimersByTime(200));
    }
    // Typed within the wait each time: still the first value.
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(150));
    expect(container.textContent).toBe('ank');
  });
});
