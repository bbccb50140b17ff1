/**
 * Tiny but well-formed MP4 and WebM files for tests, built box by box and element by element:
 * only the structure a player (and the upload check) reads first, with a few bytes of media.
 */

// ---------------------------------------------------------------- MP4

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};

/** A box with a 64-bit size (as cameras write a large `mdat`). */
const largeBox = (type: string, body: Buffer) =>
  Buffer.concat([u32(1), Buffer.from(type, 'latin1'), u64(16 + body.length), body]);

const fullBox = (type: string, version: number, ...payload: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...payload);

const mvhd = (timescale: number, duration: number, version: 0 | 1) =>
  version === 1
    ? fullBox('mvhd', 1, u64(0), u64(0), u32(timescale), u64(duration), Buffer.alloc(80))
    : fullBox('mvhd', 0, u32(0), u32(0), u32(timescale), u32(duration), Buffer.alloc(80));

const trak = (handler: 'vide' | 'soun') =>
  box(
    'trak',
    box(
      'mdia',
      fullBox(
        'hdlr',
        0,
        u32(0),
        Buffer.from(handler, 'latin1'),
        Buffer.alloc(12),
        Buffer.from('\0'),
      ),
    ),
  );

export type Mp4Options = {
  seconds: number;
  timescale?: number;
  /** `moov` after the media, as a camera writes it before a "fast start" rewrite. */
  moovLast?: boolean;
  version?: 0 | 1;
  /** A fragmented MP4: the length is in `mvex/mehd`, `mvhd` says 0. */
  fragmented?: boolean;
  track?: 'vide' | 'soun';
  brand?: string;
  /** Bytes of media data. */
  mediaBytes?: number;
};

export function mp4(o: Mp4Options): Buffer {
  const timescale = o.timescale ?? 1000;
  const duration = Math.round(o.seconds * timescale);
  const ftyp = box(
    'ftyp',
    Buffer.from(o.brand ?? 'isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const moov = box(
    'moov',
    mvhd(timescale, o.fragmented ? 0 : duration, o.version ?? 0),
    trak(o.track ?? 'vide'),
    ...(o.fragmented ? [box('mvex', fullBox('mehd', 0, u32(duration)))] : []),
  );
  const mdat = largeBox('mdat', Buffer.alloc(o.mediaBytes ?? 64, 0x5a));
  return Buffer.concat(o.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

// ---------------------------------------------------------------- WebM

const hex = (id: number) => {
  const digits = id.toString(16);
  return Buffer.from(digits.length % 2 ? `0${digits}` : digits, 'hex');
};

/** An EBML element: its id, its size (one byte when small, else eight) and its body. */
export function el(id: number, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size =
    body.length < 127
      ? Buffer.from([0x80 | body.length])
      : Buffer.concat([Buffer.from([0x01]), u64(body.length).subarray(1)]);
  return Buffer.concat([hex(id), size, body]);
}
/** An element of unknown size (a live recording's Segment and Clusters). */
const openEl = (id: number, ...payload: Buffer[]) =>
  Buffer.concat([
    hex(id),
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ...payload,
  ]);

const uintBytes = (n: number) => {
  const bytes: number[] = [];
  do {
    bytes.unshift(n & 0xff);
    n = Math.floor(n / 256);
  } while (n > 0);
  return Buffer.from(bytes);
};
const float64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b;
};
const float32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeFloatBE(n);
  return b;
};
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};

/** A SimpleBlock of track 1 at `time` (in TimecodeScale units) after its cluster's time. */
const simpleBlock = (time: number) =>
  el(0xa3, Buffer.from([0x81]), int16(time), Buffer.from([0x80]), Buffer.alloc(16, 0x33));

export type WebmOptions = {
  seconds: number;
  /** Nanoseconds per Duration unit (1 ms by default). */
  timecodeScale?: number;
  docType?: string;
  trackType?: 1 | 2;
  durationAs?: 'float64' | 'float32';
  /** As a browser's MediaRecorder writes it: no Duration, Segment and Clusters of unknown size. */
  live?: boolean;
};

export function webm(o: WebmOptions): Buffer {
  const scale = o.timecodeScale ?? 1_000_000;
  const units = (o.seconds * 1e9) / scale;
  const header = el(
    0x1a45dfa3,
    el(0x4286, uintBytes(1)),
    el(0x4282, Buffer.from(o.docType ?? 'webm', 'latin1')),
    el(0x4287, uintBytes(4)),
  );
  const info = el(
    0x1549a966,
    el(0x2ad7b1, uintBytes(scale)),
    ...(o.live ? [] : [el(0x4489, o.durationAs === 'float32' ? float32(units) : float64(units))]),
    el(0x4d80, Buffer.from('oja-test', 'latin1')),
  );
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      el(0xd7, uintBytes(1)),
      el(0x83, uintBytes(o.trackType ?? 1)),
      el(0x86, Buffer.from(o.trackType === 2 ? 'A_OPUS' : 'V_VP9', 'latin1')),
    ),
  );
  // Two clusters: one at the start, one whose last block ends the video.
  const lastCluster = Math.max(0, Math.floor(units) - 500);
  const clusters = [
    [0, [0, 33, 66]],
    [lastCluster, [0, Math.round(units) - lastCluster]],
  ] as const;
  const clusterEls = clusters.map(([time, blocks]) =>
    (o.live ? openEl : el)(0x1f43b675, el(0xe7, uintBytes(time)), ...blocks.map(simpleBlock)),
  );
  const segment = (o.live ? openEl : el)(0x18538067, info, tracks, ...clusterEls);
  return Buffer.concat([header, segment]);
}
