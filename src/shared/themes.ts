import { termAmount, type PlanMonths } from './plans.ts';

/**
 * Store themes (decision 051): each one design tokens and layout choices for a business's
 * storefront, applied by the server-rendered page as CSS variables and a layout switch. The
 * catalogue lives in code, like the plan matrix: its prices are what `GET themes` serves and what
 * a purchase is checked against.
 */
export const THEME_IDS = [
  'theme1',
  'ivy',
  'adire',
  'ankara',
  'lagos-night',
  'harmattan',
  'aso-oke',
  'eko-market',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The theme every store has until its owner picks another, and falls back to. */
export const DEFAULT_THEME: ThemeId = 'theme1';

/** Self-hosted font families (npm `@fontsource/*`); `system` is the device's own. */
export const THEME_FONTS = [
  'system',
  'lora',
  'playfair-display',
  'poppins',
  'montserrat',
  'merriweather',
  'cormorant-garamond',
  'nunito',
] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

export type ThemeTokens = {
  /** The page behind everything, and the cards on it. */
  background: string;
  surface: string;
  text: string;
  /** Secondary words: prices' labels, counts, captions. */
  muted: string;
  /** Buttons and links; `onPrimary` is a button's label. */
  primary: string;
  onPrimary: string;
  border: string;
  /** Corner radius of cards, buttons and pictures, in px. */
  radius: number;
  headingFont: ThemeFont;
  card: 'flat' | 'outlined' | 'raised';
};

export type ThemeLayout = {
  /** The top of the store: a wide banner, picture beside words, or words only. */
  hero: 'banner' | 'split' | 'minimal';
  /** Products per row on a phone: roomy 1–2, dense 2–3. */
  grid: 'roomy' | 'dense';
  /** Follow and WhatsApp: in the hero, or in a bar under it. */
  actions: 'hero' | 'bar';
  tags: 'chips' | 'text';
  reviews: 'stars' | 'quotes';
};

export type ThemeDefinition = {
  id: ThemeId;
  name: string;
  summary: string;
  /** Naira a month; 0 is free for everyone. */
  monthlyPrice: number;
  tokens: ThemeTokens;
  layout: ThemeLayout;
};

export const THEMES: Record<ThemeId, ThemeDefinition> = {
  theme1: {
    id: 'theme1',
    name: 'Oja Classic',
    summary: 'Clean white and navy: lets your products speak. Free for every store.',
    monthlyPrice: 0,
    tokens: {
      background: '#ffffff',
      surface: '#f8f9fb',
      text: '#1a1d24',
      muted: '#5a606c',
      primary: '#1b2f5e',
      onPrimary: '#ffffff',
      border: '#dfe2e8',
      radius: 8,
      headingFont: 'system',
      card: 'outlined',
    },
    layout: { hero: 'banner', grid: 'roomy', actions: 'bar', tags: 'chips', reviews: 'stars' },
  },
  ivy: {
    id: 'ivy',
    name: 'Ivy',
    summary: 'Leafy greens and a serif heading, for food, beauty and wellness. Free.',
    monthlyPrice: 0,
    tokens: {
      background: '#f5faf5',
      surface: '#ffffff',
      text: '#15291c',
      muted: '#4b5f51',
      primary: '#2d6a3a',
      onPrimary: '#ffffff',
      border: '#d3e4d6',
      radius: 12,
      headingFont: 'lora',
      card: 'raised',
    },
    layout: { hero: 'split', grid: 'roomy', actions: 'hero', tags: 'chips', reviews: 'quotes' },
  },
  adire: {
    id: 'adire',
    name: 'Indigo Adire',
    summary:
      'Deep indigo and a tall serif heading, after Abeokuta’s dyed cloth: for fashion and fabric.',
    monthlyPrice: 2000,
    tokens: {
      background: '#f2f4fb',
      surface: '#ffffff',
      text: '#0f1838',
      muted: '#464f6d',
      primary: '#1e2d78',
      onPrimary: '#ffffff',
      border: '#cfd5ea',
      radius: 4,
      headingFont: 'playfair-display',
      card: 'outlined',
    },
    layout: { hero: 'banner', grid: 'dense', actions: 'bar', tags: 'text', reviews: 'quotes' },
  },
  ankara: {
    id: 'ankara',
    name: 'Bold Ankara',
    summary: 'Warm red and round corners that shout: for bright fashion and accessories.',
    monthlyPrice: 2500,
    tokens: {
      background: '#fff7ec',
      surface: '#ffffff',
      text: '#2a1300',
      muted: '#6a4a2c',
      primary: '#b0241c',
      onPrimary: '#ffffff',
      border: '#f0d9bd',
      radius: 18,
      headingFont: 'poppins',
      card: 'raised',
    },
    layout: { hero: 'split', grid: 'roomy', actions: 'hero', tags: 'chips', reviews: 'stars' },
  },
  'lagos-night': {
    id: 'lagos-night',
    name: 'Lagos Night',
    summary: 'A dark store with gold buttons, like the Third Mainland Bridge lit at night.',
    monthlyPrice: 3000,
    tokens: {
      background: '#0f1420',
      surface: '#1a2130',
      text: '#f1f3f8',
      muted: '#aab3c5',
      primary: '#f5b301',
      onPrimary: '#1a1400',
      border: '#2c3547',
      radius: 10,
      headingFont: 'montserrat',
      card: 'flat',
    },
    layout: { hero: 'minimal', grid: 'dense', actions: 'bar', tags: 'chips', reviews: 'stars' },
  },
  harmattan: {
    id: 'harmattan',
    name: 'Warm Harmattan',
    summary: 'Dusty sand and burnt orange, soft as a December morning: for home and craft.',
    monthlyPrice: 2000,
    tokens: {
      background: '#fbf3e8',
      surface: '#fffaf3',
      text: '#3a2919',
      muted: '#6b5642',
      primary: '#8f4215',
      onPrimary: '#ffffff',
      border: '#ead9c3',
      radius: 6,
      headingFont: 'merriweather',
      card: 'flat',
    },
    layout: { hero: 'banner', grid: 'roomy', actions: 'hero', tags: 'text', reviews: 'quotes' },
  },
  'aso-oke': {
    id: 'aso-oke',
    name: 'Aso-Oke Gold',
    summary: 'Ivory and old gold with fine lines: for owambe wear, jewellery and gifts.',
    monthlyPrice: 2500,
    tokens: {
      background: '#fffdf6',
      surface: '#ffffff',
      text: '#1e1a10',
      muted: '#5c5443',
      primary: '#6e5100',
      onPrimary: '#ffffff',
      border: '#e8dfc4',
      radius: 2,
      headingFont: 'cormorant-garamond',
      card: 'outlined',
    },
    layout: { hero: 'minimal', grid: 'roomy', actions: 'bar', tags: 'text', reviews: 'quotes' },
  },
  'eko-market': {
    id: 'eko-market',
    name: 'Eko Market',
    summary: 'Bright blue and busy rows: many products at a glance, for gadgets and groceries.',
    monthlyPrice: 1500,
    tokens: {
      background: '#ffffff',
      surface: '#f0f7ff',
      text: '#0b1c33',
      muted: '#495a6f',
      primary: '#0058b0',
      onPrimary: '#ffffff',
      border: '#d4e3f5',
      radius: 20,
      headingFont: 'nunito',
      card: 'raised',
    },
    layout: { hero: 'split', grid: 'dense', actions: 'hero', tags: 'chips', reviews: 'stars' },
  },
};

/**
 * How much of the primary colour a light button's background holds (its hover state's share):
 * the web's theme style mixes the same into the store's cards.
 */
export const LIGHT_TINT_PERCENT = 20;

export const isThemeId = (id: string): id is ThemeId =>
  (THEME_IDS as readonly string[]).includes(id);

/** A paid theme's term at its configured price, less the discount plans give (whole naira). */
export const themeTermPrice = (id: ThemeId, months: PlanMonths): number =>
  termAmount(THEMES[id].monthlyPrice, months);
