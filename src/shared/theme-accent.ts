import { readableOn } from './contrast.ts';
import { LIGHT_TINT_PERCENT, type ThemeTokens } from './themes.ts';

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
