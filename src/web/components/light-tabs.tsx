import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './light-tabs.module.css';

/**
 * Tabs over one panel, drawn as Mantine's default Tabs (decision 067), with the tab pattern's
 * keys: arrows, Home and End move to a tab and choose it. Only the chosen tab's panel is drawn.
 */
export function LightTabs<V extends string>({
  label,
  value,
  onChange,
  tabs,
  grow,
  children,
}: {
  /** The tab list's accessible name ("Order stage"). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  tabs: readonly { value: V; label: string }[];
  /** The tabs share the width (on phones, labels wrapping onto two lines). */
  grow?: boolean;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.value);
    list.current?.querySelector<HTMLElement>(`[data-value="${tab.value}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={classes.list}
        data-grow={grow || undefined}
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${id}-${t.value}`}
            data-value={t.value}
            aria-selected={t.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={t.value === value ? 0 : -1}
            className={classes.tab}
            onClick={() => onChange(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </div>
  );
}
