import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './search-field.module.css';

/**
 * A search box in plain markup styled like Mantine's input (Explore's pages are first pages for
 * many shoppers): `onSearch` gets the trimmed words once typing pauses, and a clear button.
 * `className` sizes the box in its row.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  /** The box's accessible name ("Search creators"). */
  label: string;
  placeholder: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 350);
  const input = useRef<HTMLInputElement>(null);
  // On a server-rendered page, what was typed before the page's code ran is kept.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) setText(typed);
    // Only once, when the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, value, onSearch]);

  return (
    <div className={className ? `${classes.box} ${className}` : classes.box}>
      <IconSearch size={16} aria-hidden="true" />
      <input
        ref={input}
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {text && (
        <button
          type="button"
          className={classes.clear}
          aria-label="Clear search"
          onClick={() => setText('')}
        >
          <IconX size={16} />
        </button>
      )}
    </div>
  );
}
