import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconVideoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_VIDEO_MB, MAX_VIDEO_SECONDS, VIDEO_TYPES, thumbnailUrl } from '#shared/media.ts';
import type { PostVideo } from '#shared/schemas/posts.ts';
import { ImageInput } from '#web/components/image-input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { uploadVideo } from '../api/upload-video.ts';

type Probe = { seconds: number; poster: File | null };

/**
 * Reads a video's length and its first frame in the browser. The length is NaN or Infinity when
 * the browser cannot tell (some recordings): the server, which reads the file itself, decides.
 */
function probe(file: File): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    // A browser that cannot seek in this file never answers: the creator picks a cover instead.
    const giveUp = setTimeout(() => done({ seconds: video.duration, poster: null }), 5000);
    const done = (result: Probe | null) => {
      clearTimeout(giveUp);
      URL.revokeObjectURL(url);
      if (result) resolve(result);
      else
        reject(new Error('This video cannot be played here. Try an MP4 from your phone camera.'));
    };
    video.onerror = () => done(null);
    video.onloadedmetadata = () => {
      video.currentTime = Math.min(0.5, Number.isFinite(video.duration) ? video.duration / 2 : 0);
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const seconds = video.duration;
      if (!canvas.width || !canvas.height) return done({ seconds, poster: null });
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      canvas.toBlob(
        (blob) =>
          done({
            seconds,
            poster: blob ? new File([blob], 'poster.jpg', { type: 'image/jpeg' }) : null,
          }),
        'image/jpeg',
        0.85,
      );
    };
    video.src = url;
  });
}

/** Why this file cannot be a post's video, or null when it can. */
function problemWith(file: File, seconds: number): string | null {
  if (!(VIDEO_TYPES as readonly string[]).includes(file.type))
    return 'Choose an MP4 or WebM video.';
  if (file.size > MAX_VIDEO_MB * 1024 * 1024)
    return `The video must be at most ${MAX_VIDEO_MB} MB. Trim it or record a shorter one.`;
  if (Number.isFinite(seconds) && seconds > MAX_VIDEO_SECONDS + 0.5)
    return `The video must be at most ${MAX_VIDEO_SECONDS} seconds long.`;
  return null;
}

/**
 * One short video for a post: checked for type, size and length before anything is sent, then
 * uploaded with a cover picture taken from its first moments (or one the creator picks).
 */
export function VideoInput({
  value,
  onChange,
}: {
  value: PostVideo | null;
  onChange: (video: PostVideo | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const found = await probe(file).catch(() => ({ seconds: NaN, poster: null }));
      const problem = problemWith(file, found.seconds);
      if (problem) {
        setError(problem);
        return;
      }
      const [video, poster] = await Promise.all([
        uploadVideo(file),
        found.poster ? uploadImage(found.poster) : null,
      ]);
      onChange({ url: video.url, poster: poster?.url ?? '' });
    } catch (err) {
      const message = err instanceof ApiError ? err.messages : (err as Error).message;
      notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (value) {
    return (
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Video
        </Text>
        <Group gap="sm" align="flex-start">
          {value.poster ? (
            <Image src={thumbnailUrl(value.poster)} alt="Video cover" w={84} h={84} radius="md" />
          ) : (
            <ImageInput
              label="Cover picture"
              value={[]}
              onChange={(urls) => onChange({ ...value, poster: urls[0] ?? '' })}
            />
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => onChange(null)}
          >
            Remove video
          </Button>
        </Group>
        {!value.poster && (
          <Text size="xs" c="red">
            Add a cover picture: it shows until the video is played.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <FileButton onChange={pick} accept={VIDEO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconVideoPlus size={18} />}
            loading={busy}
            w="fit-content"
          >
            Add a video instead
          </Button>
        )}
      </FileButton>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ??
          `One MP4 or WebM video of up to ${MAX_VIDEO_SECONDS} seconds and ${MAX_VIDEO_MB} MB, instead of photos.`}
      </Text>
    </Stack>
  );
}
