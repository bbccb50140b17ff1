import { readableOn } from './contrast.ts';
import type { ThemeTokens } from './themes.ts';

/**
 * How much of the primary colour a light button's background holds (its hover state's share):
 * the web's theme style mixes the same into the store's cards.
 */
export const LIGHT_TINT_PERCENT = 20;

/**
 * An owner's accent as it reads on a theme: AA against the page, the cards and the button label,
 * and as the words of a light button on its tint. Else the nearest colour of its hue that does.
 */
export function readableAccent(tokens: ThemeTokens, accent: string): string {
  return readableOn(accent, [tokens.background, tokens.surface, tokens.onPrimary], {
    percent: LIGHT_TINT_PERCENT,
    on: [tokens.surface, tokens.background],
  });
}
