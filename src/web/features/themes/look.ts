import { formatDate } from '#shared/dates.ts';
import type { MyThemes, StoreLook, ThemeView } from '#shared/schemas/themes.ts';
import { readableAccent } from '#shared/theme-accent.ts';

type Owned = MyThemes['owned'][number];
type Store = MyThemes['stores'][number];

/**
 * How a store would look in a theme: the theme's tokens with the owner's accent as its primary,
 * made readable as the server makes it (`readableAccent`).
 */
export function lookIn(
  theme: Pick<ThemeView, '_id' | 'name' | 'tokens' | 'layout'>,
  style: { accent: string | null; hero: string | null },
): StoreLook {
  const t = theme.tokens;
  const primary = style.accent ? readableAccent(t, style.accent) : t.primary;
  return {
    theme: theme._id,
    name: theme.name,
    tokens: { ...t, primary },
    layout: theme.layout,
    hero: style.hero,
  };
}

/** What a vendor can do with a theme for their store. */
export type ThemeChoice = 'current' | 'use' | 'buy';

export function choiceFor(
  theme: Pick<ThemeView, '_id' | 'monthlyPrice'>,
  owned: Owned[],
  store: Pick<Store, 'theme'>,
): ThemeChoice {
  if (store.theme === theme._id) return 'current';
  if (theme.monthlyPrice === 0 || owned.some((o) => o.theme === theme._id)) return 'use';
  return 'buy';
}

/** What the user has of a theme, in words: "Free", "Yours till 3 January 2027", "In your Pro plan". */
export function ownedText(owned: Owned | undefined): string | null {
  if (!owned) return null;
  if (owned.how === 'free') return 'Free for every store';
  if (owned.how === 'plan') return 'Included in your plan';
  if (!owned.endsAt) return 'Yours';
  return `Yours till ${formatDate(owned.endsAt, 'longDate')}${owned.autoRenew ? ', renews from your wallet' : ''}`;
}

/** The paid theme a store's owner chose that has ended, so the store shows another, if any. */
export function endedChoice(
  store: Pick<Store, 'chosen'>,
  themes: Pick<ThemeView, '_id' | 'name'>[],
) {
  return store.chosen ? (themes.find((t) => t._id === store.chosen) ?? null) : null;
}
