import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useAddReview, useEditReview, type ReviewSubject } from '../api/reviews.ts';
import { ReviewPhotoInput, useReviewPhotos } from './review-photo-input.tsx';
import { ReviewPhotos } from './review-photos.tsx';

const COMMENT_MAX = 1000;

/**
 * The shopper's rating, comment and photos: a new review, or theirs to read and edit. A review
 * without photos says what a first photo earns (`pointsPerPhotoReview`, from the server).
 */
export function ReviewEditor({
  subject,
  name,
  existing,
  onAlreadyReviewed,
  pointsPerPhotoReview = 0,
  onSaved,
}: {
  subject: ReviewSubject;
  name: string;
  existing: { _id: string; rating: number; comment: string; photos: string[] } | null;
  onAlreadyReviewed: () => void;
  pointsPerPhotoReview?: number;
  /** Told after the review is saved (points may have moved). */
  onSaved?: () => void;
}) {
  const add = useAddReview(subject);
  const edit = useEditReview();
  const [editing, setEditing] = useState(existing === null);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const photoState = useReviewPhotos(existing?.photos ?? []);
  const ratingLabelId = `rating-${'reviewProductId' in subject ? subject.reviewProductId : subject.reviewBusinessId}`;

  if (existing && !editing) {
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Rating
            value={existing.rating}
            readOnly
            size="sm"
            role="img"
            aria-label={`Your rating: ${existing.rating} out of 5`}
          />
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
            Edit review
          </Button>
        </Group>
        {existing.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {existing.comment}
          </Text>
        )}
        <ReviewPhotos photos={existing.photos} whose="your review" />
        {existing.photos.length === 0 && pointsPerPhotoReview > 0 && (
          <Text size="xs" c="teal.9" fw={600}>
            Add a photo to earn {pointsPerPhotoReview} points
          </Text>
        )}
      </Stack>
    );
  }

  const pending = add.isPending || edit.isPending;
  const uploading = photoState.uploading > 0;
  // Only a review that never showed a photo here can still earn its points.
  const canEarn = pointsPerPhotoReview > 0 && (existing?.photos.length ?? 0) === 0;
  const note = !canEarn
    ? null
    : photoState.photos.length === 0
      ? `Add a photo to earn ${pointsPerPhotoReview} points`
      : `Your photo earns you ${pointsPerPhotoReview} points when you ${existing ? 'save' : 'post'} this review`;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < 1) return setError('Choose a rating from 1 to 5');
        if (uploading) return;
        setError(null);
        setCommentError(null);
        setPhotosError(null);
        const body = { rating, comment: comment.trim(), photos: photoState.photos };
        // A refused review's field messages are not toasted: they show on the form.
        const showError = (err: unknown) => {
          setError(fieldMessage(err, 'rating') ?? null);
          setPhotosError(fieldMessage(err, 'photos') ?? null);
          setCommentError(otherMessages(err, ['rating', 'photos']));
        };
        if (existing) {
          edit.mutate(
            { id: existing._id, ...body },
            {
              onSuccess: () => {
                setEditing(false);
                onSaved?.();
              },
              onError: showError,
            },
          );
        } else {
          add.mutate(body, {
            onSuccess: () => onSaved?.(),
            onError: (err) => {
              if (err instanceof ApiError && err.status === 409) onAlreadyReviewed();
              else showError(err);
            },
          });
        }
      }}
    >
      <Stack gap="xs">
        <Stack gap={4}>
          <Text id={ratingLabelId} size="sm" fw={500}>
            Your rating of {name}
          </Text>
          <Rating
            value={rating}
            onChange={(v) => {
              setRating(v);
              setError(null);
            }}
            size="lg"
            role="radiogroup"
            aria-labelledby={ratingLabelId}
            getSymbolLabel={(v) => (v === 0 ? 'No rating' : `${v} ${v === 1 ? 'star' : 'stars'}`)}
          />
          {error && (
            <Text size="xs" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Textarea
          label="Your review (optional)"
          placeholder="How was the product and the delivery?"
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setCommentError(null);
          }}
          error={commentError}
        />
        <ReviewPhotoInput state={photoState} error={photosError} note={note} name={name} />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={pending} disabled={uploading}>
            {existing ? 'Save review' : 'Post review'}
          </Button>
          {existing && (
            <Button size="sm" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
