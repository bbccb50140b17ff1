import type { StoreLook } from '#shared/schemas/themes.ts';
import type { ThemeFont } from '#shared/themes.ts';

/** A theme's heading font, with the device's own fonts of the same kind behind it. */
export const FONT_STACKS: Record<ThemeFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  lora: 'Lora, Georgia, serif',
  'playfair-display': '"Playfair Display", Georgia, serif',
  poppins: 'Poppins, system-ui, sans-serif',
  montserrat: 'Montserrat, system-ui, sans-serif',
  merriweather: 'Merriweather, Georgia, serif',
  'cormorant-garamond': '"Cormorant Garamond", Garamond, Georgia, serif',
  nunito: 'Nunito, system-ui, sans-serif',
};

/** A look's tokens as the CSS variables a store preview is drawn from. */
export function themeVars(look: Pick<StoreLook, 'tokens'>): Record<string, string> {
  const t = look.tokens;
  return {
    '--store-bg': t.background,
    '--store-surface': t.surface,
    '--store-text': t.text,
    '--store-muted': t.muted,
    '--store-primary': t.primary,
    '--store-on-primary': t.onPrimary,
    '--store-border': t.border,
    '--store-radius': `${t.radius}px`,
    '--store-heading-font': FONT_STACKS[t.headingFont],
  };
}

/** A theme as a store would show it before any accent or picture of its own. */
export const plainLook = (theme: {
  _id: StoreLook['theme'];
  name: string;
  tokens: StoreLook['tokens'];
  layout: StoreLook['layout'];
}): StoreLook => ({
  theme: theme._id,
  name: theme.name,
  tokens: theme.tokens,
  layout: theme.layout,
  hero: null,
});
