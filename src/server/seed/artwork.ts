import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo, type OverlayOptions, type Sharp } from 'sharp';
import { SMALL_SIDE, smallUrl, thumbnailUrl } from '#shared/media.ts';
import type { Storage } from '../integrations/storage.ts';

/**
 * The demo marketplace's pictures: Microsoft's Fluent Emoji 3D artwork (MIT, from the
 * `@lobehub/fluent-emoji-3d` package) composed with sharp onto studio-like backdrops. Each
 * picture is stored like an upload (a WebP, its 400 px thumbnail and 200 px copy). Composed pictures are
 * kept in a cache in the system's temporary folder, so later seeds only copy them.
 */
const ASSETS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')),
  'assets',
);
/** Bump when the drawing code changes, so cached pictures are made again. */
const VERSION = 3;
const CACHE = path.join(os.tmpdir(), 'oja-demo-pictures');

/** Soft backdrop tones (top, bottom) that product photos sit on. */
const BACKDROPS = [
  ['#fbf6ee', '#ecdcc2'],
  ['#eff5ec', '#d2e3cb'],
  ['#eef4fb', '#d0dff1'],
  ['#fcf1f0', '#efd3d1'],
  ['#f4f1fb', '#dcd4ee'],
  ['#fdf4e8', '#f3d8b8'],
  ['#edf7f4', '#c9e6dc'],
  ['#f5f5f3', '#dcdad4'],
] as const;

/** The artwork file of an emoji (its code points, with or without the emoji presentation mark). */
export function artworkFile(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  const bare = points.filter((p) => p !== 'fe0f');
  for (const name of [points.join('-'), bare.join('-'), [...bare, 'fe0f'].join('-')]) {
    const file = path.join(ASSETS, `${name}.webp`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** A short, file-name-safe name of an emoji: its code points. */
export function artworkCode(emoji: string): string {
  return [...emoji]
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((p) => p !== 'fe0f')
    .join('-');
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return h >>> 0;
}

type Raw = { data: Buffer; info: OutputInfo };

/** Decoded pixels, so composing and encoding never go through an intermediate file format. */
const raw = (image: Sharp): Promise<Raw> => image.raw().toBuffer({ resolveWithObject: true });
const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function emojiAt(emoji: string, size: number, angle = 0): Promise<Raw> {
  const file = artworkFile(emoji);
  if (!file) throw new Error(`No artwork for ${emoji}`);
  const image = sharp(file).resize(size, size, { kernel: 'lanczos3' });
  if (!angle) return raw(image);
  // Rotating needs the resized pixels first (sharp rotates before resizing otherwise).
  return raw(fromRaw(await raw(image)).rotate(angle, { background: '#0000' }));
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

const layer = (art: Raw, left: number, top: number): OverlayOptions => ({
  input: art.data,
  raw: { width: art.info.width, height: art.info.height, channels: art.info.channels },
  left: Math.round(left),
  top: Math.round(top),
});

const PRODUCT = 512;
const LOOKS = [
  { size: 300, floor: 412, angle: 0 },
  { size: 380, floor: 462, angle: 8 },
] as const;

/** The backdrops, drawn once per tone and look. */
const backdrops = new Map<string, Promise<Raw>>();
function backdrop(tone: readonly [string, string], look: 0 | 1): Promise<Raw> {
  const key = `${tone.join()}|${look}`;
  let made = backdrops.get(key);
  if (!made) {
    const { size, floor } = LOOKS[look];
    made = raw(
      sharp(
        svg(
          PRODUCT,
          PRODUCT,
          `<defs><linearGradient id="b" x1="0" y1="0" x2="${look}" y2="1"><stop offset="0" stop-color="${tone[0]}"/><stop offset="1" stop-color="${tone[1]}"/></linearGradient>
<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#b)"/><rect y="${floor - 24}" width="100%" height="${PRODUCT - floor + 24}" fill="#fff" opacity=".18"/>
<ellipse cx="${PRODUCT / 2}" cy="${floor}" rx="${size * 0.42}" ry="${size * 0.07}" fill="url(#s)"/>`,
        ),
      ).removeAlpha(),
    );
    backdrops.set(key, made);
  }
  return made;
}

/**
 * A product photo: the object on a backdrop. Look 0 is the whole object centred; look 1 a
 * closer, slightly turned view on another tone. Each set of the two has its own tones.
 */
async function productPicture(emoji: string, set: number, look: 0 | 1): Promise<Raw> {
  const tone = BACKDROPS[(hashOf(emoji) + look * 3 + set * 5) % BACKDROPS.length]!;
  const { size, floor, angle } = LOOKS[look];
  const [art, base] = await Promise.all([
    emojiAt(emoji, size, (hashOf(emoji) + set) % 2 ? angle : -angle),
    backdrop(tone, look),
  ]);
  const { width, height } = art.info;
  return raw(
    fromRaw(base).composite([layer(art, (PRODUCT - width) / 2, floor - height / 2 - size * 0.44)]),
  );
}

/** A business logo: the shop's sign on its deep colour. */
async function logoPicture(emoji: string, [light, deep]: readonly [string, string]) {
  const side = 400;
  const art = await emojiAt(emoji, 256);
  const background = svg(
    side,
    side,
    `<defs><radialGradient id="b" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${light}" stop-opacity=".35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="${deep}"/><rect width="100%" height="100%" fill="url(#b)"/>`,
  );
  return raw(
    sharp(background)
      .removeAlpha()
      .composite([layer(art, 72, 68)]),
  );
}

export const COVER = { width: 1500, height: 450 } as const;

/** An article's cover: 16:9, as link previews and the blog's cards show it. */
export const ARTICLE_COVER = { width: 1200, height: 675 } as const;

/** A storefront banner (or an article's cover): a few goods laid out on its colours. */
async function coverPicture(
  emojis: string[],
  [light, deep]: readonly [string, string],
  { width, height }: { width: number; height: number } = COVER,
) {
  // Goods spread across the middle band, which stays in view however the banner is cropped.
  const spots = [
    { x: 0.5, size: 240, angle: 0 },
    { x: 0.33, size: 180, angle: -10 },
    { x: 0.67, size: 180, angle: 10 },
    { x: 0.17, size: 140, angle: 8 },
    { x: 0.83, size: 140, angle: -8 },
  ];
  const layers = await Promise.all(
    spots.slice(0, emojis.length).map(async (spot, i) => {
      const art = await emojiAt(
        emojis[i]!,
        Math.round((spot.size * height) / COVER.height),
        spot.angle,
      );
      const { width: w, height: h } = art.info;
      return layer(art, spot.x * width - w / 2, height / 2 - h / 2 + (i === 0 ? 0 : 12));
    }),
  );
  const background = svg(
    width,
    height,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#b)"/>
<circle cx="${width * 0.08}" cy="${height * 0.1}" r="${height * 0.55}" fill="${deep}" opacity=".1"/>
<circle cx="${width * 0.94}" cy="${height * 0.95}" r="${height * 0.6}" fill="${deep}" opacity=".12"/>
<circle cx="${width * 0.5}" cy="${height * 0.5}" r="${height * 0.42}" fill="#fff" opacity=".55"/>`,
  );
  // Later layers go under the earlier ones: the middle piece sits in front.
  return raw(sharp(background).removeAlpha().composite(layers.reverse()));
}

export type Picture =
  | { kind: 'product'; emoji: string; set: number; look: 0 | 1 }
  | { kind: 'logo'; emoji: string; colours: readonly [string, string]; name: string }
  | { kind: 'cover'; emojis: string[]; colours: readonly [string, string]; name: string }
  | { kind: 'article'; emojis: string[]; colours: readonly [string, string]; name: string };

/** Where a picture is stored; a product photo's key names its artwork's code points. */
export function pictureKey(p: Picture): string {
  if (p.kind === 'product') return `demo/products/${artworkCode(p.emoji)}-${p.set}-${p.look}.webp`;
  return `demo/${p.kind}s/${p.name}.webp`;
}

async function encode(p: Picture): Promise<{ full: Buffer; thumb: Buffer }> {
  const flat =
    p.kind === 'product'
      ? await productPicture(p.emoji, p.set, p.look)
      : p.kind === 'logo'
        ? await logoPicture(p.emoji, p.colours)
        : await coverPicture(p.emojis, p.colours, p.kind === 'article' ? ARTICLE_COVER : COVER);
  // An article's card shows its cover whole (16:9); every other thumbnail is square.
  const thumbHeight = p.kind === 'article' ? 225 : 400;
  const [full, thumb] = await Promise.all([
    fromRaw(flat).webp({ quality: 82, effort: 1 }).toBuffer(),
    fromRaw(flat)
      .resize({ width: 400, height: thumbHeight, fit: 'cover' })
      .webp({ quality: 76, effort: 1 })
      .toBuffer(),
  ]);
  return { full, thumb };
}

/** The picture's WebP and thumbnail, from the cache when it was composed before. */
async function composed(p: Picture): Promise<{ full: Buffer; thumb: Buffer }> {
  const id = createHash('sha256')
    .update(JSON.stringify([VERSION, p]))
    .digest('hex')
    .slice(0, 24);
  const file = path.join(CACHE, `${id}.bin`);
  try {
    const both = await readFile(file);
    const split = both.readUInt32BE(0);
    return { full: both.subarray(4, 4 + split), thumb: both.subarray(4 + split) };
  } catch {
    // Not composed yet.
  }
  const made = await encode(p);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(made.full.length);
  try {
    await mkdir(CACHE, { recursive: true });
    // Written aside and renamed, so a seed running at the same time never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, Buffer.concat([header, made.full, made.thumb]));
    await rename(partial, file);
  } catch {
    // A read-only machine simply composes the pictures again next time.
  }
  return made;
}

/** A picture as a WebP file, as a seller would upload it. */
export async function pictureWebp(p: Picture): Promise<Buffer> {
  return (await composed(p)).full;
}

/**
 * Composes (or takes from the cache) every picture and stores it with its thumbnail, a few at a
 * time; returns each picture's URL by its key.
 */
export async function storePictures(
  storage: Storage,
  pictures: Picture[],
): Promise<Map<string, string>> {
  const unique = new Map(pictures.map((p) => [pictureKey(p), p]));
  const urls = new Map<string, string>();
  const queue = [...unique];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, picture] = next;
      const { full, thumb } = await composed(picture);
      await storage.put(thumbnailUrl(key), thumb, 'image/webp');
      // Data saver's copy: half the thumbnail each way.
      const small = await sharp(thumb)
        .resize({ width: SMALL_SIDE, withoutEnlargement: true })
        .webp({ quality: 70, effort: 1 })
        .toBuffer();
      await storage.put(smallUrl(key), small, 'image/webp');
      urls.set(key, await storage.put(key, full, 'image/webp'));
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return urls;
}
