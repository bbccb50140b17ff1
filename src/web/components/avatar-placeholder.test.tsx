import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { UserAvatar } from './avatar-placeholder.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(element: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

describe('UserAvatar', () => {
  it('shows the photo, and the initials when there is none or it fails to load', () => {
    const view = render(<UserAvatar name="Funmilayo Adeyemi" src="/uploads/a.webp" size={40} />);
    const photo = view.querySelector('img')!;
    expect(photo.getAttribute('alt')).toBe('Funmilayo Adeyemi');

    act(() => {
      photo.dispatchEvent(new Event('error'));
    });
    expect(view.querySelector('img')).toBeNull();
    expect(view.textContent).toBe('FA');
    expect(view.querySelector('[title="Funmilayo Adeyemi"]')).not.toBeNull();
  });
});
