import type { CSSProperties } from 'react';
import type { StoreLook } from '#shared/schemas/themes.ts';
import {
  LIGHT_TINT_PERCENT,
  type ThemeDefinition,
  type ThemeFont,
  type ThemeTokens,
} from '#shared/themes.ts';

/** The CSS family of each heading font; the self-hosted faces are declared by `ThemeFontFace`. */
export const FONT_FAMILIES: Record<ThemeFont, string> = {
  system: 'var(--mantine-font-family)',
  lora: "'Lora', Georgia, 'Times New Roman', serif",
  'playfair-display': "'Playfair Display', Georgia, 'Times New Roman', serif",
  poppins: "'Poppins', var(--mantine-font-family)",
  montserrat: "'Montserrat', var(--mantine-font-family)",
  merriweather: "'Merriweather', Georgia, 'Times New Roman', serif",
  'cormorant-garamond': "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  nunito: "'Nunito', var(--mantine-font-family)",
};

/** One self-hosted heading face: weight 700 (what headings use), shown in a fallback until in. */
export const fontFaceRule = (family: string, url: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:700;` +
  `font-display:swap;src:url(${url}) format('woff2')}`;

const CARD_BORDER: Record<ThemeTokens['card'], (border: string) => string> = {
  flat: () => '1px solid transparent',
  outlined: (border) => `1px solid ${border}`,
  raised: () => '1px solid transparent',
};

const CARD_SHADOW: Record<ThemeTokens['card'], string> = {
  flat: 'none',
  outlined: 'none',
  raised: '0 1px 3px rgb(0 0 0 / 0.08), 0 4px 14px rgb(0 0 0 / 0.07)',
};

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Mantine's red 9, what words in red use (a sale's discount): its own value on light cards, its
 * red 3's on a dark theme's, where the 9 would not read.
 */
const wordsRed = (surface: string) => (luminance(surface) < 0.2 ? '#ffa8a8' : '#c92a2a');

/** A colour mixed into another by `percent` (CSS `color-mix`, in sRGB). */
const mix = (color: string, percent: number, into: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${into})`;

/**
 * The inline style of a themed store: its tokens as `--oja-store-*` variables, and Mantine's own
 * variables set from them, so Mantine's components inside the store (buttons, text, links, cards,
 * headings) take the theme without code of their own. Oja's primary colour is `navy`, which a
 * button without a colour resolves to, so navy's variant variables follow the theme too.
 */
export function themeStyle(look: StoreLook): CSSProperties {
  const t = look.tokens;
  const hover = mix(t.primary, 85, t.text);
  const light = mix(t.primary, 12, t.surface);
  // The accent's readability is checked on this tint (#shared/theme-accent.ts, with this share).
  const lightHover = mix(t.primary, LIGHT_TINT_PERCENT, t.surface);
  const headings = FONT_FAMILIES[t.headingFont];
  const vars: Record<`--${string}`, string> = {
    '--oja-store-bg': t.background,
    '--oja-store-surface': t.surface,
    '--oja-store-text': t.text,
    '--oja-store-muted': t.muted,
    '--oja-store-primary': t.primary,
    '--oja-store-on-primary': t.onPrimary,
    '--oja-store-border': t.border,
    '--oja-store-radius': `${t.radius}px`,
    '--oja-store-heading-font': headings,
    '--oja-store-card-border': CARD_BORDER[t.card](t.border),
    '--oja-store-card-shadow': CARD_SHADOW[t.card],
    '--mantine-color-body': t.surface,
    '--mantine-color-text': t.text,
    '--mantine-color-dimmed': t.muted,
    '--mantine-color-placeholder': t.muted,
    '--mantine-color-anchor': t.primary,
    '--mantine-color-default': t.surface,
    '--mantine-color-default-hover': mix(t.text, 6, t.surface),
    '--mantine-color-default-color': t.text,
    '--mantine-color-default-border': t.border,
    '--mantine-radius-default': `${t.radius}px`,
    '--mantine-font-family-headings': headings,
    '--mantine-primary-color-filled': t.primary,
    '--mantine-primary-color-filled-hover': hover,
    '--mantine-primary-color-light': light,
    '--mantine-primary-color-light-hover': lightHover,
    '--mantine-primary-color-light-color': t.primary,
    '--mantine-primary-color-contrast': t.onPrimary,
    '--mantine-color-navy-filled': t.primary,
    '--mantine-color-navy-filled-hover': hover,
    '--mantine-color-navy-light': light,
    '--mantine-color-navy-light-hover': lightHover,
    '--mantine-color-navy-light-color': t.primary,
    '--mantine-color-navy-outline': t.primary,
    '--mantine-color-navy-outline-hover': light,
    '--mantine-color-navy-text': t.primary,
    '--mantine-color-red-9': wordsRed(t.surface),
  };
  return vars as CSSProperties;
}

/**
 * A store's look in a theme it does not show yet (a preview in the theme shop): the theme's own
 * tokens and layout, from `GET themes` or the catalogue in `#shared/themes.ts`.
 */
export const lookOfTheme = (
  theme: Pick<ThemeDefinition, 'name' | 'tokens' | 'layout'> & { id?: string; _id?: string },
  hero: string | null = null,
): StoreLook => ({
  theme: (theme._id ?? theme.id) as StoreLook['theme'],
  name: theme.name,
  tokens: theme.tokens,
  layout: theme.layout,
  hero,
});

/** What a store's parts read of its look: its layout and hero picture. */
export type StoreLayout = Pick<StoreLook, 'layout' | 'hero'>;

/** The layout of a store whose look is unknown (Oja Classic's). */
export const PLAIN_LAYOUT: StoreLayout = {
  layout: { hero: 'banner', grid: 'roomy', actions: 'bar', tags: 'chips', reviews: 'stars' },
  hero: null,
};

/** The `data-layout-*` attributes of a store: what its CSS switches its layout on. */
export function layoutAttributes(look: StoreLayout) {
  const l = look.layout;
  return {
    'data-layout-hero': l.hero,
    'data-layout-grid': l.grid,
    'data-layout-actions': l.actions,
    'data-layout-tags': l.tags,
    'data-layout-reviews': l.reviews,
  };
}
