/**
 * What an uploaded video really is, read from its bytes (the name and declared type are not
 * trusted): an MP4 or a WebM with a video track, and how long it plays.
 *
 * MP4 (ISO base media): an `ftyp` box first; `moov` holds `mvhd` (the movie's timescale and
 * duration; for a fragmented file, `mvex/mehd`) and a `trak` whose `mdia/hdlr` says `vide`.
 * WebM (Matroska's subset): an EBML header whose DocType is `webm`, then a Segment whose Info
 * holds Duration in TimecodeScale units (nanoseconds each) and whose Tracks hold a video track
 * (TrackType 1). A recording made in a browser often leaves Duration out: then the last block's
 * time in the clusters gives the length.
 */
/** The container and the length in seconds (null when the file does not say). */
export type VideoProbe = { format: 'mp4' | 'webm'; seconds: number | null } | null;

// ---------------------------------------------------------------- MP4

type Box = { type: string; start: number; end: number };

/** The boxes between `start` and `end`; null when one runs past the end (a cut-off file). */
function boxes(buf: Buffer, start: number, end: number): Box[] | null {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      const large = buf.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (buf: Buffer, parent: Box, type: string) =>
  boxes(buf, parent.start, parent.end)?.find((b) => b.type === type);

/** `mvhd`/`mehd` are full boxes: version 1 has 64-bit times. */
function readMvhd(buf: Buffer, box: Box): { timescale: number; duration: number | null } | null {
  const version = buf[box.start];
  const [scaleAt, durationAt, width] =
    version === 1 ? [box.start + 20, box.start + 24, 8] : [box.start + 12, box.start + 16, 4];
  if (durationAt + width > box.end) return null;
  const timescale = buf.readUInt32BE(scaleAt);
  const duration =
    width === 8 ? buf.readBigUInt64BE(durationAt) : BigInt(buf.readUInt32BE(durationAt));
  const unknown = duration === 0n || duration === (width === 8 ? 2n ** 64n - 1n : 0xffffffffn);
  return { timescale, duration: unknown ? null : Number(duration) };
}

function readMehd(buf: Buffer, box: Box): number | null {
  const width = buf[box.start] === 1 ? 8 : 4;
  if (box.start + 4 + width > box.end) return null;
  const value =
    width === 8 ? Number(buf.readBigUInt64BE(box.start + 4)) : buf.readUInt32BE(box.start + 4);
  return value > 0 ? value : null;
}

function probeMp4(buf: Buffer): VideoProbe {
  const top = boxes(buf, 0, buf.length);
  if (!top || top[0]?.type !== 'ftyp') return null;
  const ftyp = top[0];
  if (ftyp.end - ftyp.start < 8) return null;
  // QuickTime movies share the layout but are not MP4.
  if (buf.toString('latin1', ftyp.start, ftyp.start + 4) === 'qt  ') return null;
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) return null;
  const inMoov = boxes(buf, moov.start, moov.end);
  const mvhdBox = inMoov?.find((b) => b.type === 'mvhd');
  const mvhd = mvhdBox ? readMvhd(buf, mvhdBox) : null;
  if (!inMoov || !mvhd) return null;
  const hasVideo = inMoov
    .filter((b) => b.type === 'trak')
    .some((trak) => {
      const mdia = child(buf, trak, 'mdia');
      const hdlr = mdia && child(buf, mdia, 'hdlr');
      return !!hdlr && hdlr.start + 12 <= hdlr.end
        ? buf.toString('latin1', hdlr.start + 8, hdlr.start + 12) === 'vide'
        : false;
    });
  if (!hasVideo) return null;
  let duration = mvhd.duration;
  if (duration === null) {
    const mvex = inMoov.find((b) => b.type === 'mvex');
    const mehd = mvex && child(buf, mvex, 'mehd');
    duration = mehd ? readMehd(buf, mehd) : null;
  }
  return {
    format: 'mp4',
    seconds: duration !== null && mvhd.timescale > 0 ? duration / mvhd.timescale : null,
  };
}

// ---------------------------------------------------------------- WebM

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** The Segment's own children: where a cluster of unknown size ends. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  INFO,
  TRACKS,
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
]);

type Element = { id: number; start: number; end: number; unknownSize: boolean };

/** An EBML variable-length number: its length is told by its leading zero bits. */
function vint(buf: Buffer, at: number, keepMarker: boolean, maxLength: number) {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function element(buf: Buffer, at: number, end: number): Element | null {
  const id = vint(buf, at, true, 4);
  if (!id) return null;
  const size = vint(buf, at + id.length, false, 8);
  if (!size) return null;
  const start = at + id.length + size.length;
  if (size.allOnes) return { id: id.value, start, end, unknownSize: true };
  if (start + size.value > end) return null;
  return { id: id.value, start, end: start + size.value, unknownSize: false };
}

function children(buf: Buffer, parent: { start: number; end: number }): Element[] {
  const found: Element[] = [];
  for (let at = parent.start; at < parent.end;) {
    const e = element(buf, at, parent.end);
    if (!e || e.unknownSize) break;
    found.push(e);
    at = e.end;
  }
  return found;
}

const uint = (buf: Buffer, e: Element) => {
  let value = 0;
  for (let i = e.start; i < e.end; i++) value = value * 256 + buf[i]!;
  return value;
};

function float(buf: Buffer, e: Element): number | null {
  if (e.end - e.start === 4) return buf.readFloatBE(e.start);
  if (e.end - e.start === 8) return buf.readDoubleBE(e.start);
  return null;
}

/** The latest block time (in TimecodeScale units) in the clusters from `at` on. */
function lastBlockTime(buf: Buffer, at: number, end: number): number | null {
  let latest: number | null = null;
  let cluster = 0;
  let inCluster = false;
  let clusterEnd = end;
  while (at < end) {
    if (inCluster && at >= clusterEnd) inCluster = false;
    const e = element(buf, at, inCluster ? clusterEnd : end);
    if (!e) break;
    if (e.id === CLUSTER) {
      inCluster = true;
      cluster = 0;
      clusterEnd = e.unknownSize ? end : e.end;
      at = e.start;
      continue;
    }
    if (inCluster && e.unknownSize) break;
    if (inCluster && SEGMENT_CHILDREN.has(e.id)) inCluster = false;
    if (!inCluster) {
      if (e.unknownSize) break;
      at = e.end;
      continue;
    }
    if (e.id === CLUSTER_TIMECODE) cluster = uint(buf, e);
    const block =
      e.id === SIMPLE_BLOCK
        ? e
        : e.id === BLOCK_GROUP
          ? children(buf, e).find((c) => c.id === BLOCK)
          : undefined;
    if (block) {
      const track = vint(buf, block.start, false, 8);
      if (track && block.start + track.length + 2 <= block.end) {
        const time = cluster + buf.readInt16BE(block.start + track.length);
        latest = latest === null ? time : Math.max(latest, time);
      }
    }
    at = e.end;
  }
  return latest;
}

function probeWebm(buf: Buffer): VideoProbe {
  const header = element(buf, 0, buf.length);
  if (!header || header.id !== EBML || header.unknownSize) return null;
  const docType = children(buf, header).find((e) => e.id === DOC_TYPE);
  if (!docType || buf.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') !== 'webm')
    return null;
  const segment = element(buf, header.end, buf.length);
  if (!segment || segment.id !== SEGMENT) return null;

  let scale = 1_000_000;
  let duration: number | null = null;
  let hasVideo = false;
  let clustersAt: number | null = null;
  for (let at = segment.start; at < segment.end;) {
    const e = element(buf, at, segment.end);
    if (!e) break;
    if (e.id === CLUSTER) {
      clustersAt = at;
      break;
    }
    if (e.unknownSize) break;
    if (e.id === INFO) {
      for (const c of children(buf, e)) {
        if (c.id === TIMECODE_SCALE) scale = uint(buf, c);
        if (c.id === DURATION) duration = float(buf, c);
      }
    }
    if (e.id === TRACKS) {
      hasVideo ||= children(buf, e)
        .filter((t) => t.id === TRACK_ENTRY)
        .some((t) => children(buf, t).some((c) => c.id === TRACK_TYPE && uint(buf, c) === 1));
    }
    at = e.end;
  }
  if (!hasVideo) return null;
  if ((duration === null || !(duration > 0)) && clustersAt !== null)
    duration = lastBlockTime(buf, clustersAt, segment.end);
  return {
    format: 'webm',
    seconds: duration !== null && duration > 0 && scale > 0 ? (duration * scale) / 1e9 : null,
  };
}

/** The video's format and length, or null when the bytes are not an MP4 or WebM video. */
export function probeVideo(buf: Buffer): VideoProbe {
  if (buf.length >= 8 && buf.toString('latin1', 4, 8) === 'ftyp') return probeMp4(buf);
  if (buf.length >= 4 && buf.readUInt32BE(0) === EBML) return probeWebm(buf);
  return null;
}
