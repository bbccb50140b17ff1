import { describe, expect, it } from 'vitest';
import type { StoreLook } from '#shared/schemas/themes.ts';
import { THEME_IDS, THEMES, type ThemeId } from '#shared/themes.ts';
import {
  FONT_FAMILIES,
  fontFaceRule,
  layoutAttributes,
  lookOfTheme,
  themeStyle,
} from './theme-style.ts';

const lookOf = (id: ThemeId, hero: string | null = null): StoreLook => {
  const t = THEMES[id];
  return { theme: t.id, name: t.name, tokens: t.tokens, layout: t.layout, hero };
};

describe('themeStyle', () => {
  it('names the theme’s tokens as --oja-store-* variables', () => {
    const style = themeStyle(lookOf('lagos-night')) as Record<string, string>;
    expect(style).toMatchObject({
      '--oja-store-bg': '#0f1420',
      '--oja-store-surface': '#1a2130',
      '--oja-store-text': '#f1f3f8',
      '--oja-store-muted': '#aab3c5',
      '--oja-store-primary': '#f5b301',
      '--oja-store-on-primary': '#1a1400',
      '--oja-store-border': '#2c3547',
      '--oja-store-radius': '10px',
      '--oja-store-heading-font': FONT_FAMILIES.montserrat,
      '--oja-store-card-shadow': 'none',
      // Words in red (a sale's discount) that read on dark cards.
      '--mantine-color-red-9': '#ffa8a8',
    });
    expect((themeStyle(lookOf('ivy')) as Record<string, string>)['--mantine-color-red-9']).toBe(
      '#c92a2a',
    );
  });

  it('sets Mantine’s own variables from the tokens, so its components take the theme', () => {
    const style = themeStyle(lookOf('ivy')) as Record<string, string>;
    expect(style).toMatchObject({
      '--mantine-color-body': '#ffffff',
      '--mantine-color-text': '#15291c',
      '--mantine-color-dimmed': '#4b5f51',
      '--mantine-color-anchor': '#2d6a3a',
      '--mantine-color-default-border': '#d3e4d6',
      '--mantine-primary-color-filled': '#2d6a3a',
      '--mantine-primary-color-light-color': '#2d6a3a',
      '--mantine-primary-color-contrast': '#ffffff',
      '--mantine-color-navy-filled': '#2d6a3a',
      '--mantine-radius-default': '12px',
      '--mantine-font-family-headings': "'Lora', Georgia, 'Times New Roman', serif",
    });
    expect(style['--mantine-primary-color-filled-hover']).toContain('#2d6a3a');
    expect(style['--mantine-primary-color-light']).toMatch(/^color-mix\(in srgb, #2d6a3a/);
  });

  it('draws cards flat, outlined or raised', () => {
    const card = (id: ThemeId) => {
      const s = themeStyle(lookOf(id)) as Record<string, string>;
      return [s['--oja-store-card-border'], s['--oja-store-card-shadow']];
    };
    expect(card('theme1')).toEqual(['1px solid #dfe2e8', 'none']);
    expect(card('harmattan')).toEqual(['1px solid transparent', 'none']);
    expect(card('ankara')[1]).not.toBe('none');
  });

  it('gives every theme a value for every variable, and only custom properties', () => {
    const keys = Object.keys(themeStyle(lookOf('theme1'))).sort();
    for (const id of THEME_IDS) {
      const style = themeStyle(lookOf(id)) as Record<string, string>;
      expect(Object.keys(style).sort()).toEqual(keys);
      for (const [key, value] of Object.entries(style)) {
        expect(key).toMatch(/^--(oja-store|mantine)-/);
        expect(value, key).toBeTruthy();
      }
    }
  });
});

describe('lookOfTheme', () => {
  it('draws a store in a theme it does not show yet, as GET themes or the catalogue give it', () => {
    expect(lookOfTheme(THEMES.ankara)).toEqual(lookOf('ankara'));
    const { id: _id, ...rest } = THEMES.ivy;
    expect(lookOfTheme({ ...rest, _id }, '/uploads/hero.webp')).toEqual(
      lookOf('ivy', '/uploads/hero.webp'),
    );
  });
});

describe('layoutAttributes', () => {
  it('gives one data-layout-* attribute per layout choice', () => {
    expect(layoutAttributes(lookOf('adire'))).toEqual({
      'data-layout-hero': 'banner',
      'data-layout-grid': 'dense',
      'data-layout-actions': 'bar',
      'data-layout-tags': 'text',
      'data-layout-reviews': 'quotes',
    });
  });
});

describe('fontFaceRule', () => {
  it('declares a heading face at weight 700 from its woff2 file', () => {
    expect(fontFaceRule('Playfair Display', '/assets/p.woff2')).toBe(
      "@font-face{font-family:'Playfair Display';font-style:normal;font-weight:700;" +
        "font-display:swap;src:url(/assets/p.woff2) format('woff2')}",
    );
  });
});
