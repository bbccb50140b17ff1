import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** How long ffprobe may take over one upload before it is stopped. */
const PROBE_TIMEOUT_MS = 15_000;
/** The most ffprobe may print (its JSON is a few hundred bytes; a broken file makes it chatty). */
const PROBE_MAX_OUTPUT = 256 * 1024;
/** The first seconds whose frames are decoded to prove the video plays. */
const DECODE_SECONDS = 5;

/** What ffprobe found in the first video stream, by decoding its first seconds. */
export type VideoStream = {
  codec: string;
  width: number;
  height: number;
  /** The longest length the container or the stream gives, in seconds, or null when neither does. */
  seconds: number | null;
  /** Frames decoded from the first seconds. */
  frames: number;
  /** What the decoder complained about (empty for a sound file). */
  errors: string[];
};

export class ProbeUnavailableError extends Error {}

type ProbeJson = {
  streams?: {
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    nb_read_frames?: string;
  }[];
  format?: { duration?: string };
};

const secondsOf = (value: string | undefined) => {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Runs ffprobe (Debian's `ffmpeg` package) over an upload: the container is forced to the one its
 * bytes claim (`mov` for MP4, `matroska` for WebM), only local files may be opened, the first
 * video stream's first seconds are decoded and their frames counted. Null when there is no video
 * stream or ffprobe cannot read the file at all; `ProbeUnavailableError` when ffprobe cannot be
 * started.
 */
export async function probeVideoStream(
  ffprobePath: string,
  bytes: Buffer,
  container: 'mp4' | 'webm',
): Promise<VideoStream | null> {
  // A file, not a pipe: an MP4's index often sits at its end, which a pipe cannot seek to.
  const file = path.join(os.tmpdir(), `oja-video-${randomUUID()}.${container}`);
  await writeFile(file, bytes, { mode: 0o600 });
  try {
    const { stdout, stderr, failed } = await run(ffprobePath, [
      '-v',
      'error',
      '-protocol_whitelist',
      'file',
      '-f',
      container === 'mp4' ? 'mov' : 'matroska',
      '-select_streams',
      'v:0',
      '-count_frames',
      '-read_intervals',
      `%+${DECODE_SECONDS}`,
      '-show_entries',
      'format=duration:stream=codec_name,width,height,duration,nb_read_frames',
      '-of',
      'json',
      file,
    ]);
    if (failed) return null;
    let json: ProbeJson;
    try {
      json = JSON.parse(stdout) as ProbeJson;
    } catch {
      return null;
    }
    const stream = json.streams?.[0];
    if (!stream?.codec_name) return null;
    const lengths = [secondsOf(json.format?.duration), secondsOf(stream.duration)].filter(
      (s): s is number => s !== null,
    );
    return {
      codec: stream.codec_name,
      width: stream.width ?? 0,
      height: stream.height ?? 0,
      seconds: lengths.length > 0 ? Math.max(...lengths) : null,
      frames: Number(stream.nb_read_frames ?? 0) || 0,
      errors: stderr
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    };
  } finally {
    await rm(file, { force: true });
  }
}

/** ffprobe's output; `failed` when it exited with an error, ran too long or printed too much. */
function run(command: string, args: string[]) {
  return new Promise<{ stdout: string; stderr: string; failed: boolean }>((resolve, reject) => {
    execFile(
      command,
      args,
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: PROBE_MAX_OUTPUT, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        if (
          (err as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
          (err as NodeJS.ErrnoException | null)?.code === 'EACCES'
        )
          reject(new ProbeUnavailableError(`ffprobe could not be started (${command})`));
        else resolve({ stdout: String(stdout), stderr: String(stderr), failed: err !== null });
      },
    );
  });
}
