import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from '#web/lib/test-root.tsx';
import { UserAvatar } from './avatar-placeholder.tsx';

describe('UserAvatar', () => {
  it('shows the photo, and the initials when there is none or it fails to load', () => {
    const { container: view } = mount(
      <UserAvatar name="Funmilayo Adeyemi" src="/uploads/a.webp" size={40} />,
    );
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
