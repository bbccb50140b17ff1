// @vitest-environment jsdom
import { act, startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { mount } from '#web/lib/test-root.tsx';
import { deferred } from './deferred.tsx';

/** A field that keeps what was typed in its own state, as a form card does. */
function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('deferred', () => {
  it('keeps what was typed when the page around draws again after the code arrived', async () => {
    const LaterField = deferred(async () => Field);
    const page = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <LaterField label={label} />
      </Suspense>
    );
    const { container, rerender } = mount(page('Accent colour'));
    await settle();
    const input = container.querySelector('input')!;
    type(input, '#ffee88');
    expect(container.querySelector('input')!.value).toBe('#ffee88');

    rerender(page('Accent colour '));
    expect(container.textContent).toContain('Accent colour ');
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('#ffee88');
  });

  it('keeps what it holds when React waited for the code without drawing the page again', async () => {
    // A chunk already in the browser's cache arrives while React waits on it: React goes on with
    // the waiting component alone. The next draw of the page must not put another in its place.
    const LaterField = deferred(async () => Field);
    const page = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <LaterField label={label} />
      </Suspense>
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => root.render(page('Accent colour')));
      for (let i = 0; i < 50 && !container.querySelector('input'); i++) await wait(20);
      const input = container.querySelector('input')!;
      type(input, '#ffee88');

      root.render(page('Accent colour '));
      for (let i = 0; i < 50 && !container.textContent!.includes('colour '); i++) await wait(20);
      expect(container.querySelector('input')).toBe(input);
      expect(input.value).toBe('#ffee88');
    } finally {
      root.unmount();
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('draws at once, without the fallback, where the code was fetched ahead', async () => {
    const LaterField = deferred(async () => Field);
    await LaterField.preload();
    const { container } = mount(
      <Suspense fallback={<p>Loading</p>}>
        <LaterField label="Hero picture" />
      </Suspense>,
    );
    expect(container.textContent).toBe('Hero picture');
  });
});
