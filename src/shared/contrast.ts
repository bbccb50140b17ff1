/**
 * WCAG 2 contrast between colours (`#rrggbb`), and the nearest colour to one chosen that still
 * reads on a background: an owner's accent is darkened (or lightened on a dark theme) in small
 * steps of lightness until it passes AA, keeping its hue.
 */

/** AA for normal text and for buttons' labels. */
export const AA_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (c: string) => HEX.test(c);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) / 6
      : max === g
        ? ((b - r) / d + 2) / 6
        : ((r - g) / d + 4) / 6;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const hue = (p: number, q: number, t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const rgb = s === 0 ? [l, l, l] : [hue(p, q, h + 1 / 3), hue(p, q, h), hue(p, q, h - 1 / 3)];
  return `#${rgb
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `colour` mixed into `into` by `percent`, per sRGB channel (as CSS `color-mix(in srgb, …)`). */
export function mixHex(colour: string, percent: number, into: string): string {
  const a = channels(colour);
  const b = channels(into);
  const mixed = a.map((v, i) => Math.round((v * percent + b[i]! * (100 - percent)) / 100));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `colour` if it reads (AA) against every one of `on`, and on its own `tint` (a light button:
 * the colour's `tint.percent` mixed into each of `tint.on`); else the nearest colour of the same
 * hue that does, moving lightness away from the backgrounds. Lower case `#rrggbb`.
 */
export function readableOn(
  colour: string,
  on: readonly string[],
  tint: { percent: number; on: readonly string[] } = { percent: 0, on: [] },
): string {
  const wanted = colour.toLowerCase();
  const passes = (c: string) =>
    on.every((bg) => contrast(c, bg) >= AA_CONTRAST) &&
    tint.on.every((bg) => contrast(c, mixHex(c, tint.percent, bg)) >= AA_CONTRAST);
  if (passes(wanted)) return wanted;
  const [h, s, l] = toHsl(wanted);
  const darkBackground = on.every((bg) => luminance(bg) < 0.2);
  for (let step = 1; step <= 100; step += 1) {
    const next = darkBackground ? Math.min(1, l + step / 100) : Math.max(0, l - step / 100);
    const candidate = fromHsl(h, s, next);
    if (passes(candidate)) return candidate;
  }
  return darkBackground ? '#ffffff' : '#000000';
}
