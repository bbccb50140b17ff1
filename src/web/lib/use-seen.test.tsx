import { act, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from './use-seen.ts';
import { mount } from './test-root.tsx';

/** The one observer the card made, and a way to tell it how much of the card is on screen. */
let observer: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let disconnected: boolean;
const showing = (ratio: number) =>
  act(() =>
    observer.callback(
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );

beforeEach(() => {
  vi.useFakeTimers();
  disconnected = false;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observer = { callback, options };
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function draw(onSeen: () => void) {
  function Card() {
    const ref = useRef<HTMLDivElement>(null);
    useSeen(ref, onSeen);
    return <div ref={ref}>Sponsored</div>;
  }
  mount(<Card />);
}

describe('seeing a card', () => {
  it('counts once half of it has been on screen for one continuous second', () => {
    const onSeen = vi.fn();
    draw(onSeen);
    expect(observer.options?.threshold).toBe(0.5);
    showing(0.6);
    act(() => vi.advanceTimersByTime(999));
    expect(onSeen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(true);
  });

  it('starts over when it leaves, or drops below half, before the second is up', () => {
    const onSeen = vi.fn();
    draw(onSeen);
    showing(0.6);
    act(() => vi.advanceTimersByTime(700));
    showing(0);
    act(() => vi.advanceTimersByTime(2000));
    showing(0.7);
    act(() => vi.advanceTimersByTime(700));
    // Still partly on screen, but less than half of it.
    showing(0.3);
    act(() => vi.advanceTimersByTime(2000));
    expect(onSeen).not.toHaveBeenCalled();
    showing(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSeen).toHaveBeenCalledTimes(1);
  });
});
