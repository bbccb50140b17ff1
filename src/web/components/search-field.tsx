import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Highlighted } from './highlighted.tsx';
import classes from './search-field.module.css';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** One suggestion under the box: what it reads, a line under it and where it leads. */
export type SuggestionOption = { key: string; label: string; detail?: string; href: string };
export type SuggestionGroup = { label: string; options: SuggestionOption[] };

export type SearchFieldProps = {
  value: string;
  onSearch: (search: string) => void;
  /** The box's accessible name ("Search creators"). */
  label: string;
  placeholder: string;
  className?: string;
};

/** What turns the box into a combobox: what was typed goes out, suggestions come back. */
export type SuggestionSource = {
  /** Every change of the text, as typed. */
  onTextChange: (text: string) => void;
  /** Suggestions for the text (empty while there are none). */
  groups: SuggestionGroup[];
  /** The words the suggestions matched, marked in their labels. */
  matched: string;
  onPick: (option: SuggestionOption) => void;
};

/** A search box that suggests as the shopper types: `SearchField` with a suggestion source. */
export type SearchBox = ComponentType<SearchFieldProps>;

/**
 * A search box in plain markup styled like Mantine's input (Explore's pages are first pages for
 * many shoppers): `onSearch` gets the trimmed words once typing pauses (or at once on Enter),
 * and a clear button. `className` sizes the box in its row.
 *
 * Given `suggest`, it is an ARIA combobox: a list of suggestions grouped by kind opens under the
 * box, arrow keys move through them, Enter opens the highlighted one (or searches when none is),
 * Escape closes the list, and a polite live region says how many there are.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  className,
  suggest,
}: SearchFieldProps & { suggest?: SuggestionSource }) {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, 350);
  const input = useRef<HTMLInputElement>(null);
  // The text a picked suggestion replaced: not searched for when its debounce ends.
  const dropped = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  // On a server-rendered page, what was typed before the page's code ran is kept.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) change(typed);
    // Only once, when the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The search the page last had, from this box or from elsewhere.
  const known = useRef(value);
  // A search set elsewhere (a link, the back button) shows in the box, and the text it replaced
  // is not searched for when its debounce ends.
  if (value !== known.current) {
    known.current = value;
    if (text.trim() !== value) {
      dropped.current = debounced;
      setText(value);
    }
  }
  useEffect(() => {
    if (dropped.current !== null) {
      if (debounced === dropped.current) return;
      dropped.current = null;
    }
    if (debounced.trim() !== value) {
      known.current = debounced.trim();
      onSearch(debounced.trim());
    }
  }, [debounced, value, onSearch]);

  const options = suggest?.groups.flatMap((g) => g.options) ?? [];
  const shown = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  function change(next: string) {
    setText(next);
    setActive(-1);
    setOpen(true);
    suggest?.onTextChange(next);
  }
  function pick(option: SuggestionOption) {
    dropped.current = text;
    change('');
    setOpen(false);
    suggest?.onPick(option);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // Down from the last suggestion (or up from the first) comes back to the text.
      setActive((i) => {
        if (!shown) return step > 0 ? 0 : options.length - 1;
        const n = options.length + 1;
        return ((i + 1 + step + n) % n) - 1;
      });
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      const option = shown && active >= 0 ? options[active] : undefined;
      if (option) {
        e.preventDefault();
        pick(option);
        return;
      }
      setOpen(false);
      if (text.trim() !== value) {
        // Searched now: the debounce still holding older text must not search that after it.
        if (debounced !== text) dropped.current = debounced;
        known.current = text.trim();
        onSearch(text.trim());
      }
    }
  }

  let at = 0;
  return (
    <div className={className ? `${classes.wrap} ${className}` : classes.wrap}>
      <div className={classes.box}>
        <IconSearch size={16} aria-hidden="true" />
        <input
          ref={input}
          type="search"
          enterKeyHint="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          {...(suggest && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': shown,
            'aria-controls': listId,
            'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
            onKeyDown,
            onBlur: () => setOpen(false),
            onFocus: () => setOpen(true),
            autoComplete: 'off',
          })}
        />
        {text && (
          <button
            type="button"
            className={classes.clear}
            aria-label="Clear search"
            onClick={() => change('')}
          >
            <IconX size={16} />
          </button>
        )}
      </div>
      {suggest && (
        <>
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className={classes.list}
            hidden={!shown}
            // A tap on a suggestion must not blur the box (which closes the list) before it counts.
            onMouseDown={(e) => e.preventDefault()}
          >
            {shown &&
              suggest.groups.map((group) =>
                group.options.length === 0 ? null : (
                  <div key={group.label} role="group" aria-label={group.label}>
                    <div className={classes.groupLabel} aria-hidden="true">
                      {group.label}
                    </div>
                    {group.options.map((option) => {
                      const i = at++;
                      return (
                        <div
                          key={option.key}
                          id={optionId(i)}
                          role="option"
                          aria-selected={i === active}
                          className={classes.option}
                          onMouseMove={() => i !== active && setActive(i)}
                          onClick={() => pick(option)}
                        >
                          <span className={classes.optionLabel}>
                            <Highlighted text={option.label} words={suggest.matched} />
                          </span>
                          {option.detail && (
                            <span className={classes.optionDetail}>{option.detail}</span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                ),
              )}
          </div>
          <div role="status" aria-live="polite" className={classes.hidden}>
            {shown
              ? `${options.length} suggestion${options.length === 1 ? '' : 's'} available`
              : ''}
          </div>
        </>
      )}
    </div>
  );
}
