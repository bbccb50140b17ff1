import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '#web/lib/test-root.tsx';
import { BrowserOnly } from './browser-only.tsx';

/** Counts its renders: whatever is drawn around BrowserOnly must not render again. */
function Around({ renders }: { renders: string[] }) {
  renders.push('around');
  return (
    <p>
      Store
      <BrowserOnly>
        <span>Vouchers</span>
      </BrowserOnly>
    </p>
  );
}

describe('BrowserOnly', () => {
  it('draws nothing on the server', () => {
    expect(renderToString(<Around renders={[]} />)).toBe('<p>Store</p>');
  });

  it('draws its children once the server HTML is taken over, without drawing the page again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Around renders={[]} />);
    document.body.append(container);
    const renders: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Around renders={renders} />));
    expect(container.innerHTML).toBe('<p>Store<span>Vouchers</span></p>');
    expect(renders).toEqual(['around']);
    act(() => root.unmount());
  });
});
