import { formatNaira } from '#shared/format.ts';
import type { ThemeView } from '#shared/schemas/themes.ts';

/** The theme shop's description in link previews: how many themes, the free ones, the prices. */
export function themesPageDescription(themes: Pick<ThemeView, 'monthlyPrice'>[]): string {
  const paid = themes.map((t) => t.monthlyPrice).filter((p) => p > 0);
  const free = themes.length - paid.length;
  const from = paid.length
    ? ` and ${paid.length} more from ${formatNaira(Math.min(...paid))} a month`
    : '';
  return `${themes.length} ready-made themes for your Oja storefront: ${free} free${from}. Pay from your wallet or by card, in naira.`;
}
