// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from './test-root.tsx';

const asked: (string | undefined)[] = [];
/** Each connection's frames; the stream ends after them and the client connects again. */
const connections = [
  'retry: 10\n\nid: 7\nevent: message\ndata: {"ref":"a"}\n\nid: 5\nevent: message\ndata: {"ref":"late"}\n\n',
  // The catch-up sends the last moments again: 7 and 5 come twice, 8 is new.
  'retry: 10\n\nid: 5\nevent: message\ndata: {"ref":"late"}\n\nid: 7\nevent: message\ndata: {"ref":"a"}\n\nid: 8\nevent: message\ndata: {"ref":"b"}\n\n',
];
vi.mock('./api-client.ts', () => ({
  ApiError: class extends Error {},
  api: {
    response: async (
      _path: string,
      opts: { headers: Record<string, string>; signal: AbortSignal },
    ) => {
      asked.push(opts.headers['last-event-id']);
      const text = connections.shift();
      if (text === undefined) return new Promise(() => {});
      return new Response(text);
    },
  },
}));
vi.mock('./session.ts', () => ({ whenLoggingOut: () => {} }));

const { stopLive, useLiveConnection, useLiveEvent } = await import('./live.ts');

describe('the live stream in the browser', () => {
  it('hands each event over once, and resumes after the highest id it has', async () => {
    const got: (number | null)[] = [];
    function Screen() {
      useLiveConnection(true);
      useLiveEvent('message', (e) => got.push(e.id));
      return null;
    }
    mount(<Screen />);
    await act(async () => {
      for (let i = 0; i < 100 && got.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    });
    expect(got).toEqual([7, 5, 8]);
    // The second connection resumed after 7, not after 5, which came last.
    expect(asked.slice(0, 2)).toEqual([undefined, '7']);
    stopLive();
  });
});
