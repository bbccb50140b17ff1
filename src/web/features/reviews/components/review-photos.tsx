import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import classes from './review-photos.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

/**
 * A review's photos as small thumbnails (lazy-loaded, of a fixed size: nothing moves as they
 * arrive); tapping one opens it large in a dialog, with the others a tap away.
 */
export function ReviewPhotos({
  photos,
  whose,
}: {
  photos: string[];
  /** Whose review, in words: "Chiamaka Eze's review", "your review". */
  whose: string;
}) {
  const pictures = usePictures();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className={classes.strip} aria-label={`Photos from ${whose}`}>
        {photos.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              className={classes.open}
              aria-label={`Open photo ${i + 1} of ${photos.length} from ${whose}`}
              onPointerEnter={preloadModal}
              onFocus={preloadModal}
              onClick={() => setOpen(i)}
            >
              <img
                src={pictures.thumb(url)}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
                className={classes.thumb}
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={`Photo ${(open ?? 0) + 1} of ${photos.length} from ${whose}`}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close photo' }}
      >
        {shown && (
          <img
            src={shown}
            alt={`Photo ${(open ?? 0) + 1} from ${whose}`}
            className={classes.large}
          />
        )}
        {photos.length > 1 && open !== null && (
          <Group justify="space-between" mt="sm">
            <Button
              variant="default"
              size="xs"
              disabled={open === 0}
              onClick={() => setOpen(open - 1)}
            >
              Previous photo
            </Button>
            <Text size="sm" c="dimmed">
              {open + 1} / {photos.length}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={open === photos.length - 1}
              onClick={() => setOpen(open + 1)}
            >
              Next photo
            </Button>
          </Group>
        )}
      </LazyModal>
    </>
  );
}
