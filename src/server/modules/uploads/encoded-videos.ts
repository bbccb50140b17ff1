/**
 * Real videos for tests, encoded with ffmpeg (Debian's `ffmpeg`, as in CI) from its test pattern:
 * the upload check decodes frames, so hand-built container boxes are not enough.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type EncodeOptions = {
  seconds: number;
  format?: 'mp4' | 'webm';
  /** `libx264` (MP4's default), `libvpx-vp9` (WebM's default), `libvpx`, `mpeg4`… */
  codec?: string;
  size?: string;
  rate?: number;
  /** MP4: the index before the media (`+faststart`), as a web encoder writes it. */
  faststart?: boolean;
  /** WebM: written as a live recording, without a Duration (as browsers record). */
  live?: boolean;
};

export function encodeVideo(o: EncodeOptions): Buffer {
  const format = o.format ?? 'mp4';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-encode-'));
  const file = path.join(dir, `clip.${format}`);
  try {
    execFileSync(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-f', 'lavfi'],
        ...['-i', `testsrc=duration=${o.seconds}:size=${o.size ?? '160x120'}:rate=${o.rate ?? 10}`],
        ...['-c:v', o.codec ?? (format === 'mp4' ? 'libx264' : 'libvpx-vp9')],
        ...(format === 'mp4' ? ['-pix_fmt', 'yuv420p'] : ['-b:v', '100k']),
        ...(o.faststart ? ['-movflags', '+faststart'] : []),
        ...(o.live ? ['-live', '1'] : []),
        file,
      ],
      { timeout: 60_000 },
    );
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A real MP4's boxes (its index first) around junk: the media box's bytes replaced by random ones
 * and grown to `junkBytes`, so the header still describes a playable video.
 */
export function mp4AroundJunk(junkBytes: number): Buffer {
  const real = encodeVideo({ seconds: 2, faststart: true });
  let at = 0;
  while (at + 8 <= real.length) {
    const size = real.readUInt32BE(at);
    if (real.toString('latin1', at + 4, at + 8) === 'mdat') {
      const header = Buffer.alloc(8);
      header.writeUInt32BE(8 + junkBytes);
      header.write('mdat', 4, 'latin1');
      return Buffer.concat([real.subarray(0, at), header, randomBytes(junkBytes)]);
    }
    at += size;
  }
  throw new Error('no mdat box');
}
