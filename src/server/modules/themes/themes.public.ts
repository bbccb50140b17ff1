import { defineEvent } from '../../events/events.ts';

/** What happened to a user's paid theme, for their notification and e-mail. */
export const themeNoticed = defineEvent<{
  userId: string;
  notice: 'reminder' | 'renewed' | 'ended' | 'renewal_failed';
  themeName: string;
  /** When the theme ends (reminder), ended, or now runs to (renewed). */
  at: string;
  /** Naira charged (renewed) or due (reminder with renewal, renewal failed). */
  amount: number | null;
  /** Stores that showed it and are back on the default theme (ended, renewal failed). */
  stores: string[];
}>('theme-noticed');
