import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdEvents } from './api/events.ts';
import {
  createAdTracker,
  flushWhenHidden,
  IMPRESSIONS_EVERY_MS,
  MOST_IMPRESSIONS_SENT,
} from './sponsored-tracker.ts';

let sent: AdEvents[];
let fail: boolean;
const send = vi.fn(async (events: AdEvents) => {
  sent.push(events);
  if (fail) throw new Error('Request could not be completed');
  return { accepted: events.impressions.length + events.clicks.length };
});

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  fail = false;
  send.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the sponsored card tracker', () => {
  it('sends the impressions seen within a couple of seconds in one report', () => {
    const tracker = createAdTracker(send);
    tracker.seen('token-a');
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS / 2);
    tracker.seen('token-b');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS / 2);
    expect(sent).toEqual([{ impressions: ['token-a', 'token-b'], clicks: [] }]);
    // Nothing waiting: nothing more is sent.
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('counts each token once, however often its card is seen', () => {
    const tracker = createAdTracker(send);
    tracker.seen('token-a');
    tracker.seen('token-a');
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS);
    tracker.seen('token-a');
    tracker.seen('token-b');
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS);
    expect(sent).toEqual([
      { impressions: ['token-a'], clicks: [] },
      { impressions: ['token-b'], clicks: [] },
    ]);
  });

  it('never sends more impressions in one report than the API takes', () => {
    const tracker = createAdTracker(send);
    const tokens = Array.from({ length: MOST_IMPRESSIONS_SENT + 5 }, (_, i) => `token-${i}`);
    for (const t of tokens) tracker.seen(t);
    // A full batch goes at once; the rest waits for the timer.
    expect(sent.map((e) => e.impressions.length)).toEqual([MOST_IMPRESSIONS_SENT]);
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS);
    expect(sent.map((e) => e.impressions.length)).toEqual([MOST_IMPRESSIONS_SENT, 5]);
    expect(sent.flatMap((e) => e.impressions)).toEqual(tokens);
  });

  it('sends a click at once, with the impressions waiting, and once per token', () => {
    const tracker = createAdTracker(send);
    tracker.seen('token-a');
    tracker.opened('token-a');
    tracker.opened('token-a');
    expect(sent).toEqual([{ impressions: ['token-a'], clicks: ['token-a'] }]);
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS * 2);
    expect(sent).toHaveLength(1);
    // A card opened before its second on screen was up: a click, and no impression made up.
    tracker.opened('token-b');
    expect(sent[1]).toEqual({ impressions: [], clicks: ['token-b'] });
  });

  it('sends what waits when told to (the page is left), without waiting for the timer', () => {
    const tracker = createAdTracker(send);
    tracker.seen('token-a');
    tracker.flush();
    expect(sent).toEqual([{ impressions: ['token-a'], clicks: [] }]);
    tracker.flush();
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS);
    expect(sent).toHaveLength(1);
  });

  it('may count a token again when its report did not arrive', async () => {
    const tracker = createAdTracker(send);
    fail = true;
    tracker.seen('token-a');
    tracker.opened('token-b');
    vi.advanceTimersByTime(IMPRESSIONS_EVERY_MS);
    await vi.runAllTimersAsync();
    fail = false;
    tracker.seen('token-a');
    tracker.opened('token-b');
    expect(sent.at(-1)).toEqual({ impressions: ['token-a'], clicks: ['token-b'] });
  });
});

describe('sending when the page goes away', () => {
  it('flushes on pagehide and when the page is hidden, not when it shows again', () => {
    const flush = vi.fn();
    const stop = flushWhenHidden(flush);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
