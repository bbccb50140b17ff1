import { Paper, Skeleton } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { deferred } from '#web/components/deferred.tsx';
import { useMyReview, type ReviewSubject } from '../api/reviews.ts';

// The rating and comment fields are only on received orders: their code is not the screen's.
const ReviewEditor = deferred(() => import('./review-editor.tsx').then((m) => m.ReviewEditor));

/** The shopper's review of a product or business they received: a new one, or theirs to edit. */
export function ReviewForm({
  customerId,
  subject,
  name,
  pointsPerPhotoReview,
  onSaved,
}: {
  customerId: string;
  subject: ReviewSubject;
  name: string;
  /** What a first photo earns (the rewards summary's), to say so on the form. */
  pointsPerPhotoReview?: number;
  onSaved?: () => void;
}) {
  const mine = useMyReview(customerId, subject);
  // Fetched alongside the review it shows.
  useEffect(() => {
    void ReviewEditor.preload();
  }, []);
  return (
    <Paper withBorder radius="md" p="sm">
      {mine.isPending ? (
        <Skeleton h={60} />
      ) : (
        <Suspense fallback={<Skeleton h={60} />}>
          <ReviewEditor
            key={mine.data?._id ?? 'new'}
            subject={subject}
            name={name}
            existing={mine.data ?? null}
            onAlreadyReviewed={() => mine.refetch()}
            pointsPerPhotoReview={pointsPerPhotoReview}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Paper>
  );
}
