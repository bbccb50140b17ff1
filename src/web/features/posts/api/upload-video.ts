import { MAX_VIDEO_MB } from '#shared/media.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type UploadedVideo = {
  url: string;
  type: string;
  duration: number;
  width: number;
  height: number;
  bytes: number;
};

// Room for the largest video at about 1 Mbit/s, a slow mobile connection.
const UPLOAD_TIMEOUT_MS = MAX_VIDEO_MB * 8 * 1000 + 60_000;

/** Sends a post's video as it is (the server checks its type and length from its bytes). */
export async function uploadVideo(file: File): Promise<UploadedVideo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiRequest<UploadedVideo>('POST', '/uploads/video', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return res.data;
}
