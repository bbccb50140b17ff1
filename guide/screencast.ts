import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/** A still screen is shown for at most this long: waiting on the network is not worth watching. */
const MAX_STILL_S = 3;

type Frame = { at: number; jpeg: Buffer };

/**
 * Records a page through the DevTools screencast: Chromium sends a frame whenever the screen
 * changes, with the time it was painted. `toVideoTime` maps a moment of the wall clock to the
 * video's clock, in which long still stretches are shortened.
 */
export async function startScreencast(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp ?? Date.now() / 1000, jpeg: Buffer.from(data, 'base64') });
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  const size = page.viewportSize()!;
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: size.width,
    maxHeight: size.height,
  });
  const started = Date.now() / 1000;

  return {
    async stop() {
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      const ended = Date.now() / 1000;
      if (frames.length === 0) throw new Error('The screencast sent no frame');
      // A frame painted before the recording was asked for shows from the start.
      frames[0]!.at = Math.min(frames[0]!.at, started);
      return timeline(frames, ended);
    },
  };
}

/** The frames on the video's clock: each frame's start and how long it shows. */
function timeline(frames: Frame[], ended: number) {
  const starts: number[] = [];
  let clock = 0;
  for (const [i, frame] of frames.entries()) {
    starts.push(clock);
    const next = frames[i + 1]?.at ?? ended;
    clock += Math.min(Math.max(next - frame.at, 0), MAX_STILL_S);
  }
  const duration = clock;
  /** The video time of a moment of the wall clock (seconds). */
  const toVideoTime = (wall: number) => {
    let i = frames.length - 1;
    while (i > 0 && frames[i]!.at > wall) i--;
    return Math.min(
      starts[i]! + Math.min(Math.max(wall - frames[i]!.at, 0), MAX_STILL_S),
      duration,
    );
  };
  /** The frame on screen at a time of the video. */
  const frameAt = (videoTime: number) => {
    let i = frames.length - 1;
    while (i > 0 && starts[i]! > videoTime) i--;
    return frames[i]!;
  };
  return { frames, starts, duration, toVideoTime, frameAt };
}

export type Recording = Awaited<ReturnType<Awaited<ReturnType<typeof startScreencast>>['stop']>>;

/** Encodes the frames as a VP9 WebM with Debian's ffmpeg, each frame held for its time. */
export async function encodeWebm(recording: Recording, out: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-guide-'));
  try {
    const lines = ['ffconcat version 1.0'];
    const { frames, starts, duration } = recording;
    for (const [i, frame] of frames.entries()) {
      const name = `f${String(i).padStart(5, '0')}.jpg`;
      await writeFile(path.join(dir, name), frame.jpeg);
      const until = starts[i + 1] ?? duration;
      lines.push(`file '${name}'`, `duration ${Math.max(until - starts[i]!, 0.001).toFixed(3)}`);
    }
    // The concat reader takes the last file's duration only when the file is named again.
    lines.push(`file 'f${String(frames.length - 1).padStart(5, '0')}.jpg'`);
    await writeFile(path.join(dir, 'frames.txt'), `${lines.join('\n')}\n`);
    await ffmpeg([
      ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0'],
      ...['-i', path.join(dir, 'frames.txt')],
      ...['-vf', 'fps=20,scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p'],
      ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '4', '-an', out],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
}
