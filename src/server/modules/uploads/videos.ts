import { v7 as uuidv7 } from 'uuid';
import { MAX_VIDEO_SECONDS } from '#shared/media.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Storage } from '../../integrations/storage.ts';
import { probeVideo } from './video-probe.ts';
import { ProbeUnavailableError, probeVideoStream } from './video-stream.ts';

export type StoredVideo = {
  url: string;
  type: 'video/mp4' | 'video/webm';
  /** Its length in seconds. */
  duration: number;
  width: number;
  height: number;
  bytes: number;
};

/** The codecs browsers play in each container. */
const CODECS = {
  mp4: new Set(['h264', 'hevc', 'av1']),
  webm: new Set(['vp8', 'vp9', 'av1']),
} as const;
/** The largest picture side accepted (4K). */
const MAX_SIDE = 4096;

const NOT_A_VIDEO = 'The file given is not an MP4 or WebM video';
const TOO_LONG = `The video must be at most ${MAX_VIDEO_SECONDS} seconds long`;
// Lengths are counted as people count them: 60.4 s is a 60-second video.
const tooLong = (seconds: number) => Math.round(seconds) > MAX_VIDEO_SECONDS;

/**
 * Checks the upload is a short video that plays, then stores it as it is. First its bytes: an MP4
 * or WebM container with a video track (cheap, and enough to refuse most wrong files). Then the
 * stream itself with ffprobe: a video stream in a codec browsers play, of a sensible size, whose
 * first seconds decode into frames without errors, at most 60 seconds long by the container's
 * header, the stream or the WebM's last block, whichever is longest.
 */
export async function storeVideo(
  storage: Storage,
  input: Buffer,
  ffprobePath: string,
): Promise<StoredVideo> {
  const probe = probeVideo(input);
  if (!probe) throw badRequest({ file: NOT_A_VIDEO });
  if (probe.seconds !== null && tooLong(probe.seconds)) throw badRequest({ file: TOO_LONG });

  let stream;
  try {
    stream = await probeVideoStream(ffprobePath, input, probe.format);
  } catch (err) {
    if (err instanceof ProbeUnavailableError) {
      console.error(err.message);
      throw new AppError(
        503,
        'VIDEO_CHECK_UNAVAILABLE',
        'Videos cannot be checked right now, please try again later',
      );
    }
    throw err;
  }
  if (!stream || stream.frames === 0 || stream.errors.length > 0)
    throw badRequest({
      file: 'The video does not play: its pictures could not be read. Export it again as MP4 and retry',
    });
  if (!CODECS[probe.format].has(stream.codec))
    throw badRequest({
      file:
        probe.format === 'mp4'
          ? 'The video must be encoded as H.264, HEVC or AV1; export it again as MP4 and retry'
          : 'The video must be encoded as VP8, VP9 or AV1; export it again and retry',
    });
  if (stream.width < 1 || stream.height < 1 || Math.max(stream.width, stream.height) > MAX_SIDE)
    throw badRequest({ file: `The video must be at most ${MAX_SIDE} pixels wide and high` });
  const seconds = Math.max(probe.seconds ?? 0, stream.seconds ?? 0);
  if (seconds === 0)
    throw badRequest({
      file: 'The video does not say how long it is; save it again as MP4 and retry',
    });
  if (tooLong(seconds)) throw badRequest({ file: TOO_LONG });

  const type = probe.format === 'mp4' ? 'video/mp4' : 'video/webm';
  const key = `${new Date().toISOString().slice(0, 7)}/${uuidv7()}.${probe.format}`;
  const url = await storage.put(key, input, type);
  return {
    url,
    type,
    duration: Math.round(seconds * 1000) / 1000,
    width: stream.width,
    height: stream.height,
    bytes: input.length,
  };
}
