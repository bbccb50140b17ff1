import type { ThemeFont } from '#shared/themes.ts';
import { fontFaceRule } from '../theme-style.ts';
import cormorantGaramond from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff2?url';
import lora from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import merriweather from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url';
import montserrat from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';
import nunito from '@fontsource/nunito/files/nunito-latin-700-normal.woff2?url';
import playfairDisplay from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import poppins from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url';

/**
 * The self-hosted heading faces (npm `@fontsource/*`): only the weight headings use (700), latin
 * only. Each file is fetched only by a page whose store uses its font, when a heading needs it.
 */
const FACES: Record<Exclude<ThemeFont, 'system'>, { family: string; url: string }> = {
  lora: { family: 'Lora', url: lora },
  'playfair-display': { family: 'Playfair Display', url: playfairDisplay },
  poppins: { family: 'Poppins', url: poppins },
  montserrat: { family: 'Montserrat', url: montserrat },
  merriweather: { family: 'Merriweather', url: merriweather },
  'cormorant-garamond': { family: 'Cormorant Garamond', url: cormorantGaramond },
  nunito: { family: 'Nunito', url: nunito },
};

/** The `@font-face` rule of a theme's heading font; empty for the device's own. */
export function fontFaceCss(font: ThemeFont): string {
  if (font === 'system') return '';
  return fontFaceRule(FACES[font].family, FACES[font].url);
}

/** A small stylesheet declaring one theme font, in the page's HTML beside the store it styles. */
export function ThemeFontFace({ font }: { font: ThemeFont }) {
  const css = fontFaceCss(font);
  return css ? <style>{css}</style> : null;
}
