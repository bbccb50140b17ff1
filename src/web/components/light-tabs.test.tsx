import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from '#web/lib/test-root.tsx';
import { LightTabs } from './light-tabs.tsx';

const TABS = [
  { value: 'progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'all', label: 'All' },
] as const;

function Stages() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('progress');
  return (
    <LightTabs label="Order stage" value={value} onChange={setValue} tabs={TABS}>
      <p>Showing {value}</p>
    </LightTabs>
  );
}

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('LightTabs', () => {
  it('marks the chosen tab, ties the panel to it and moves with the tab keys', () => {
    const { container: view } = mount(<Stages />);
    const tabs = () => [...view.querySelectorAll('[role="tab"]')];
    const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true');
    const panel = () => view.querySelector('[role="tabpanel"]')!;

    expect(view.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Order stage');
    expect(selected()!.textContent).toBe('In progress');
    expect(panel().getAttribute('aria-labelledby')).toBe(selected()!.id);
    // Only the chosen tab is in the tab order.
    expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);

    key(selected()!, 'ArrowRight');
    expect(selected()!.textContent).toBe('Completed');
    expect(document.activeElement).toBe(selected());
    expect(panel().textContent).toBe('Showing completed');

    key(selected()!, 'End');
    expect(selected()!.textContent).toBe('All');
    key(selected()!, 'ArrowRight');
    expect(selected()!.textContent).toBe('In progress');
    key(selected()!, 'ArrowLeft');
    expect(selected()!.textContent).toBe('All');
    key(selected()!, 'Home');
    expect(selected()!.textContent).toBe('In progress');

    act(() => (tabs()[1] as HTMLElement).click());
    expect(panel().textContent).toBe('Showing completed');
    expect(panel().getAttribute('aria-labelledby')).toBe(selected()!.id);
  });
});
