import { v7 as uuidv7 } from 'uuid';
import { MAX_VIDEO_SECONDS } from '#shared/media.ts';
import { badRequest } from '../../errors.ts';
import type { Storage } from '../../integrations/storage.ts';
import { probeVideo } from './video-probe.ts';

export type StoredVideo = {
  url: string;
  type: 'video/mp4' | 'video/webm';
  /** Its length in seconds, as the file says. */
  duration: number;
  bytes: number;
};

/**
 * Checks from its bytes that the upload is an MP4 or WebM video of at most 60 seconds (read from
 * the file: MP4's movie header, WebM's segment info), then stores it as it is.
 */
export async function storeVideo(storage: Storage, input: Buffer): Promise<StoredVideo> {
  const probe = probeVideo(input);
  if (!probe) throw badRequest({ file: 'The file given is not an MP4 or WebM video' });
  if (probe.seconds === null)
    throw badRequest({
      file: 'The video does not say how long it is; save it again as MP4 and retry',
    });
  // Lengths are counted as people count them: 60.4 s is a 60-second video.
  if (Math.round(probe.seconds) > MAX_VIDEO_SECONDS)
    throw badRequest({ file: `The video must be at most ${MAX_VIDEO_SECONDS} seconds long` });
  const type = probe.format === 'mp4' ? 'video/mp4' : 'video/webm';
  const key = `${new Date().toISOString().slice(0, 7)}/${uuidv7()}.${probe.format}`;
  const url = await storage.put(key, input, type);
  return { url, type, duration: Math.round(probe.seconds * 1000) / 1000, bytes: input.length };
}
