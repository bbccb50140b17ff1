import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrast, mixHex, readableOn } from './contrast.ts';
import { readableAccent } from './theme-accent.ts';
import { LIGHT_TINT_PERCENT, THEME_IDS, THEMES, themeTermPrice } from './themes.ts';

describe('store themes', () => {
  it('are eight or more, with theme1 and ivy free and the rest paid', () => {
    expect(THEME_IDS.length).toBeGreaterThanOrEqual(8);
    expect(THEMES.theme1.monthlyPrice).toBe(0);
    expect(THEMES.ivy.monthlyPrice).toBe(0);
    expect(THEME_IDS.filter((id) => THEMES[id].monthlyPrice > 0).length).toBeGreaterThanOrEqual(6);
  });

  it.each(THEME_IDS)('%s reads at AA: words on the page and on cards, and button labels', (id) => {
    const t = THEMES[id].tokens;
    for (const bg of [t.background, t.surface]) {
      expect(contrast(t.text, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrast(t.muted, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrast(t.primary, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    expect(contrast(t.onPrimary, t.primary)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // A light button: the primary's words on its own tint.
    for (const bg of [t.background, t.surface])
      expect(contrast(t.primary, mixHex(t.primary, LIGHT_TINT_PERCENT, bg))).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
  });

  it('prices a term as plans do: monthly times months less 0, 5, 10 or 20 %', () => {
    expect(themeTermPrice('adire', 1)).toBe(2000);
    expect(themeTermPrice('adire', 12)).toBe(19200);
    expect(themeTermPrice('theme1', 6)).toBe(0);
  });
});

describe('a readable accent', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#1E2D78', ['#ffffff'])).toBe('#1e2d78');
  });

  it('darkens a pale colour on a light store to the first shade that passes AA', () => {
    const out = readableOn('#ffd54f', ['#ffffff', '#f8f9fb']);
    expect(contrast(out, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrast(out, '#f8f9fb')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(out).not.toBe('#000000');
  });

  it('keeps an accent readable as a light button on its own tint', () => {
    const t = THEMES.theme1.tokens;
    for (const wanted of ['#4dabf7', '#e8590c', '#12b886', '#be4bdb']) {
      const out = readableAccent(t, wanted);
      for (const bg of [t.background, t.surface]) {
        expect(contrast(out, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrast(out, mixHex(out, LIGHT_TINT_PERCENT, bg))).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
    }
  });

  it('lightens a dark colour on a dark store', () => {
    const out = readableOn('#202a60', ['#0f1420', '#1a2130']);
    expect(contrast(out, '#0f1420')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
