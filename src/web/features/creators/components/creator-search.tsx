import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './creators.module.css';

/** The creators' search box; a new search replaces the list once typing pauses. */
export function CreatorSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (search: string) => void;
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
    if (debounced.trim() !== value) onChange(debounced.trim());
  }, [debounced, value, onChange]);

  return (
    <div className={classes.search} role="search">
      <IconSearch size={16} aria-hidden="true" />
      <input
        ref={input}
        type="search"
        enterKeyHint="search"
        aria-label="Search creators"
        placeholder="Search creators by name or handle"
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
