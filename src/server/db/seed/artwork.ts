import sharp from 'sharp';
import { thumbnailUrl } from '#shared/media.ts';
import type { Storage } from '../../integrations/storage.ts';

/**
 * Product and logo pictures drawn here from simple shapes (no downloads, no fonts needed):
 * one drawing per kind of goods, in several colourways.
 */
export const PALETTES = [
  ['#14213d', '#fca311'],
  ['#0b6e4f', '#f2c14e'],
  ['#7b2cbf', '#ffd6ff'],
  ['#9d0208', '#ffba08'],
  ['#005f73', '#94d2bd'],
  ['#3a5a40', '#dad7cd'],
] as const;

const drawings: Record<string, (fg: string, bg: string) => string> = {
  dress: (fg) =>
    `<path d="M330 180h140l-20 90 110 380H240l110-380z" fill="${fg}"/><circle cx="400" cy="170" r="46" fill="${fg}" opacity=".55"/>`,
  bag: (fg, bg) =>
    `<rect x="220" y="300" width="360" height="300" rx="40" fill="${fg}"/><path d="M310 300v-60a90 90 0 0 1 180 0v60" stroke="${fg}" stroke-width="28" fill="none"/><rect x="360" y="400" width="80" height="40" rx="10" fill="${bg}"/>`,
  jar: (fg, bg) =>
    `<rect x="270" y="260" width="260" height="360" rx="50" fill="${fg}"/><rect x="290" y="200" width="220" height="70" rx="18" fill="${fg}" opacity=".7"/><rect x="300" y="380" width="200" height="110" rx="14" fill="${bg}"/>`,
  phone: (fg, bg) =>
    `<rect x="290" y="150" width="220" height="440" rx="36" fill="${fg}"/><rect x="310" y="200" width="180" height="330" rx="10" fill="${bg}"/><circle cx="400" cy="560" r="14" fill="${bg}"/>`,
  pot: (fg) =>
    `<path d="M250 320h300l-30 250a40 40 0 0 1-40 35H320a40 40 0 0 1-40-35z" fill="${fg}"/><rect x="230" y="290" width="340" height="40" rx="16" fill="${fg}" opacity=".75"/>`,
  bottle: (fg, bg) =>
    `<rect x="330" y="150" width="140" height="90" rx="14" fill="${fg}" opacity=".7"/><path d="M320 240h160l40 80v290a30 30 0 0 1-30 30H310a30 30 0 0 1-30-30V320z" fill="${fg}"/><rect x="300" y="380" width="200" height="120" fill="${bg}" opacity=".85"/>`,
  book: (fg, bg) =>
    `<rect x="250" y="190" width="300" height="400" rx="14" fill="${fg}"/><rect x="280" y="190" width="24" height="400" fill="${bg}" opacity=".6"/><rect x="330" y="260" width="180" height="24" rx="8" fill="${bg}"/>`,
  toy: (fg, bg) =>
    `<circle cx="400" cy="420" r="170" fill="${fg}"/><circle cx="340" cy="380" r="26" fill="${bg}"/><circle cx="460" cy="380" r="26" fill="${bg}"/><path d="M330 470q70 60 140 0" stroke="${bg}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  beads: (fg, bg) =>
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<circle cx="${400 + Math.cos(a) * 170}" cy="${400 + Math.sin(a) * 170}" r="40" fill="${i % 2 ? fg : bg}" stroke="${fg}" stroke-width="6"/>`;
    }).join(''),
  ball: (fg, bg) =>
    `<circle cx="400" cy="400" r="200" fill="${fg}"/><path d="M400 200v400M200 400h400" stroke="${bg}" stroke-width="16"/><circle cx="400" cy="400" r="120" fill="none" stroke="${bg}" stroke-width="16"/>`,
  gear: (fg, bg) =>
    `<circle cx="400" cy="400" r="170" fill="${fg}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="370" y="180" width="60" height="80" rx="10" fill="${fg}" transform="rotate(${i * 45} 400 400)"/>`).join('')}<circle cx="400" cy="400" r="70" fill="${bg}"/>`,
  basket: (fg, bg) =>
    `<path d="M220 360h360l-50 240H270z" fill="${fg}"/><path d="M260 360q140-220 280 0" stroke="${fg}" stroke-width="24" fill="none"/><path d="M300 420h200M310 480h180M320 540h160" stroke="${bg}" stroke-width="14"/>`,
  chair: (fg) =>
    `<rect x="280" y="180" width="240" height="230" rx="24" fill="${fg}"/><rect x="250" y="400" width="300" height="70" rx="20" fill="${fg}"/><rect x="275" y="460" width="36" height="170" fill="${fg}"/><rect x="489" y="460" width="36" height="170" fill="${fg}"/>`,
  store: (fg, bg) =>
    `<path d="M220 330l40-130h280l40 130z" fill="${fg}"/><rect x="250" y="330" width="300" height="260" fill="${fg}" opacity=".8"/><rect x="360" y="450" width="80" height="140" fill="${bg}"/>`,
};
export type Drawing = keyof typeof drawings;

function svg(drawing: Drawing, palette: readonly [string, string]): Buffer {
  const [fg, bg] = palette;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/><circle cx="640" cy="150" r="90" fill="${fg}" opacity=".08"/>${drawings[drawing]!(fg, bg)}</svg>`);
}

/** Renders one drawing in one palette, stores it with a 400 px thumbnail (as uploads are), returns its URL. */
export async function renderArtwork(
  storage: Storage,
  drawing: Drawing,
  paletteIndex: number,
): Promise<string> {
  const palette = PALETTES[paletteIndex % PALETTES.length]!;
  const image = sharp(svg(drawing, palette));
  const [full, thumb] = await Promise.all([
    image.clone().resize(800, 800).webp({ quality: 78 }).toBuffer(),
    image.clone().resize(400, 400).webp({ quality: 72 }).toBuffer(),
  ]);
  const key = `demo/${drawing}-${paletteIndex % PALETTES.length}`;
  await storage.put(thumbnailUrl(`${key}.webp`), thumb, 'image/webp');
  return storage.put(`${key}.webp`, full, 'image/webp');
}
