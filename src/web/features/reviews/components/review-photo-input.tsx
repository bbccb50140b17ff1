import { ActionIcon, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { REVIEW_PHOTOS_MAX } from '#shared/limits.ts';
import { thumbnailUrl } from '#shared/media.ts';
import { otherMessages } from '#web/lib/error-messages.ts';
import { uploadImage } from '#web/lib/upload.ts';
import classes from './review-photos.module.css';

/**
 * A review's photos while it is written: each picked picture is made smaller in the browser and
 * uploaded at once (as product and post photos are), at most three in all. What went wrong with
 * a picture is said under the photos, by name.
 */
export function useReviewPhotos(initial: string[]) {
  const [photos, setPhotos] = useState(initial);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function add(files: File[]) {
    setUploadError(null);
    const room = REVIEW_PHOTOS_MAX - photos.length - uploading;
    if (files.length > room) setUploadError(`Add at most ${REVIEW_PHOTOS_MAX} photos`);
    const picked = files.slice(0, Math.max(0, room));
    setUploading((n) => n + picked.length);
    for (const file of picked) {
      try {
        const { url } = await uploadImage(file);
        setPhotos((current) => [...current, url].slice(0, REVIEW_PHOTOS_MAX));
      } catch (err) {
        setUploadError(`${file.name}: ${otherMessages(err) ?? 'the upload failed, try again'}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  return {
    photos,
    uploading,
    uploadError,
    add,
    remove: (url: string) => setPhotos((current) => current.filter((u) => u !== url)),
  };
}

export type ReviewPhotosState = ReturnType<typeof useReviewPhotos>;

/** The photo picker of the review form, with the note of what a photo earns and any message. */
export function ReviewPhotoInput({
  state,
  error,
  note,
  name,
}: {
  state: ReviewPhotosState;
  /** The server's message about the photos, when it refused them. */
  error: string | null;
  /** "Add a photo to earn 50 points", when a photo would earn some. */
  note: string | null;
  name: string;
}) {
  const { photos, uploading, uploadError } = state;
  const full = photos.length + uploading >= REVIEW_PHOTOS_MAX;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Photos (optional, up to {REVIEW_PHOTOS_MAX})
      </Text>
      {note && (
        <Text size="sm" c="teal.9" fw={600}>
          {note}
        </Text>
      )}
      <Group gap="xs">
        {photos.map((url, i) => (
          <div key={url} className={classes.tile}>
            <img src={thumbnailUrl(url)} alt={`Photo ${i + 1} of your review of ${name}`} />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              className={classes.remove}
              aria-label={`Remove photo ${i + 1}`}
              onClick={() => state.remove(url)}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <div key={`pending-${i}`} className={classes.pending}>
            <Loader size="sm" />
          </div>
        ))}
        {!full && (
          <FileButton onChange={(files) => void state.add(files)} accept="image/*" multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                h={72}
                w={72}
                p={0}
                aria-label={`Add photos of ${name}`}
              >
                <IconPhotoPlus size={26} />
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {uploading > 0 && (
        <Text size="xs" c="dimmed" role="status">
          Uploading {uploading === 1 ? 'a photo' : `${uploading} photos`}…
        </Text>
      )}
      {(uploadError ?? error) && (
        <Text size="xs" c="red.8" role="alert">
          {uploadError ?? error}
        </Text>
      )}
    </Stack>
  );
}
