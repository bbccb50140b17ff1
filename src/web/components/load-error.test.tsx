import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadError, preloadLoadError } from './load-error.tsx';
import { mount } from '#web/lib/test-root.tsx';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe('a screen that could not load its data', () => {
  it('shows the alert once its code is in, and Try again asks again', async () => {
    const onRetry = vi.fn();
    const { container } = mount(
      <MantineProvider env="test">
        <LoadError what="your wallet" onRetry={onRetry} />
      </MantineProvider>,
    );
    await act(async () => {
      await preloadLoadError();
    });
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        'We could not load your wallet',
      ),
    );
    act(() => container.querySelector('button')!.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders in full on the server once preloaded, without waiting', async () => {
    await preloadLoadError();
    const html = renderToString(
      <MantineProvider env="test">
        <LoadError what="the posts" onRetry={() => {}} />
      </MantineProvider>,
    );
    expect(html).toContain('We could not load the posts');
    expect(html).toContain('Try again');
  });
});
