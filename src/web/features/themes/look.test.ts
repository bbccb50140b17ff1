import { describe, expect, it } from 'vitest';
import { contrast } from '#shared/contrast.ts';
import type { MyThemes } from '#shared/schemas/themes.ts';
import { THEMES } from '#shared/themes.ts';
import { choiceFor, endedChoice, lookIn, ownedText } from './look.ts';

const view = (id: keyof typeof THEMES) => ({ ...THEMES[id], _id: id });
const bought = (theme: 'adire', endsAt: string, autoRenew = false) =>
  ({ theme, name: 'Indigo Adire', how: 'bought', endsAt, autoRenew }) as MyThemes['owned'][number];

describe('lookIn', () => {
  it("keeps the theme's own colours without an accent", () => {
    const look = lookIn(view('adire'), { accent: null, hero: null });
    expect(look.tokens).toEqual(THEMES.adire.tokens);
    expect(look.theme).toBe('adire');
  });

  it('uses a readable accent as it is, and darkens a pale one until it reads', () => {
    expect(lookIn(view('theme1'), { accent: '#1e2d78', hero: null }).tokens.primary).toBe(
      '#1e2d78',
    );
    const pale = lookIn(view('theme1'), { accent: '#ffee88', hero: '/uploads/x.webp' });
    expect(pale.tokens.primary).not.toBe('#ffee88');
    expect(contrast(pale.tokens.primary, THEMES.theme1.tokens.background)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(pale.hero).toBe('/uploads/x.webp');
  });
});

describe('choiceFor', () => {
  const store = { theme: 'theme1' as const };
  it('is the current theme, a free or held one to use, or one to buy', () => {
    expect(choiceFor(view('theme1'), [], store)).toBe('current');
    expect(choiceFor(view('ivy'), [], store)).toBe('use');
    expect(choiceFor(view('adire'), [], store)).toBe('buy');
    expect(choiceFor(view('adire'), [bought('adire', '2027-01-03T10:00:00Z')], store)).toBe('use');
  });
});

describe('ownedText and endedChoice', () => {
  it('says till when a bought theme is held and whether it renews', () => {
    expect(ownedText(undefined)).toBeNull();
    expect(ownedText(bought('adire', '2027-01-03T10:00:00Z', true))).toBe(
      'Yours till 3 January 2027, renews from your wallet',
    );
  });

  it('names the paid theme that ended', () => {
    const themes = [view('adire'), view('theme1')];
    expect(endedChoice({ chosen: null }, themes)).toBeNull();
    expect(endedChoice({ chosen: 'adire' }, themes)?.name).toBe('Indigo Adire');
  });
});
