import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { box, mp4, webm } from './video-fixtures.ts';
import { probeVideo } from './video-probe.ts';

describe('MP4', () => {
  it('reads the length from mvhd, wherever moov sits and in either version', () => {
    expect(probeVideo(mp4({ seconds: 30 }))).toEqual({ format: 'mp4', seconds: 30 });
    expect(probeVideo(mp4({ seconds: 59.5, moovLast: true }))).toEqual({
      format: 'mp4',
      seconds: 59.5,
    });
    expect(probeVideo(mp4({ seconds: 61, version: 1, timescale: 90_000 }))).toEqual({
      format: 'mp4',
      seconds: 61,
    });
  });

  it('reads a fragmented file’s length from mehd', () => {
    expect(probeVideo(mp4({ seconds: 12, fragmented: true }))).toEqual({
      format: 'mp4',
      seconds: 12,
    });
  });

  it('refuses what is not an MP4 video: sound only, QuickTime, a HEIF picture, a cut-off file', () => {
    expect(probeVideo(mp4({ seconds: 10, track: 'soun' }))).toBeNull();
    expect(probeVideo(mp4({ seconds: 10, brand: 'qt  ' }))).toBeNull();
    const heif = Buffer.concat([
      box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
      box('meta', Buffer.alloc(20)),
    ]);
    expect(probeVideo(heif)).toBeNull();
    const whole = mp4({ seconds: 10, mediaBytes: 4000 });
    expect(probeVideo(whole.subarray(0, whole.length - 100))).toBeNull();
  });

  it('says when the file does not tell its length', () => {
    expect(probeVideo(mp4({ seconds: 0 }))).toEqual({ format: 'mp4', seconds: null });
  });
});

describe('WebM', () => {
  it('reads Duration × TimecodeScale from the Segment Info', () => {
    expect(probeVideo(webm({ seconds: 45 }))).toEqual({ format: 'webm', seconds: 45 });
    expect(probeVideo(webm({ seconds: 20, durationAs: 'float32' }))).toEqual({
      format: 'webm',
      seconds: 20,
    });
    expect(probeVideo(webm({ seconds: 75, timecodeScale: 10_000_000 }))).toEqual({
      format: 'webm',
      seconds: 75,
    });
  });

  it('without Duration (a browser recording), takes the last block’s time', () => {
    expect(probeVideo(webm({ seconds: 30.5, live: true }))).toEqual({
      format: 'webm',
      seconds: 30.5,
    });
    expect(probeVideo(webm({ seconds: 90, live: true }))!.seconds).toBe(90);
  });

  it('refuses Matroska that is not WebM, and sound only', () => {
    expect(probeVideo(webm({ seconds: 10, docType: 'matroska' }))).toBeNull();
    expect(probeVideo(webm({ seconds: 10, trackType: 2 }))).toBeNull();
  });
});

describe('anything else', () => {
  it('is not a video', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    expect(probeVideo(png)).toBeNull();
    expect(probeVideo(Buffer.from('%PDF-1.4 not a video'))).toBeNull();
    expect(probeVideo(Buffer.alloc(0))).toBeNull();
    expect(probeVideo(Buffer.from([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70]))).toBeNull();
  });
});
