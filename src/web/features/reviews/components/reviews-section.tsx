import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { formatCountOf } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Rating as RatingFigures } from '#shared/schemas/reviews.ts';
import { UserAvatar } from '#web/components/avatar-placeholder.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useReviews, type ReviewSubject } from '../api/reviews.ts';
import { ReviewPhotos } from './review-photos.tsx';

/** Average stars and how many reviews they come from. */
export function RatingSummary({
  rating,
  size = 'sm',
}: {
  rating: RatingFigures;
  size?: 'sm' | 'md';
}) {
  if (rating.count === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Rating
        value={rating.average}
        fractions={10}
        readOnly
        size={size}
        role="img"
        aria-label={`Rated ${rating.average.toFixed(1)} out of 5`}
      />
      <Text size={size} fw={600}>
        {rating.average.toFixed(1)}
      </Text>
      <Text size={size} c="dimmed">
        ({formatCountOf(rating.count, 'review')})
      </Text>
    </Group>
  );
}

/** The rating of a product or business, from the same request as its reviews list. */
export function RatingFor({ subject }: { subject: ReviewSubject }) {
  const rating = useReviews(subject).data?.pages[0]?.rating;
  return rating ? <RatingSummary rating={rating} /> : null;
}

/**
 * A product's or business's reviews: rating, the newest ten (with their photos), and "Show
 * more" for the rest.
 * `quotes` (a store theme's choice) leads each review with its words, set as a quotation.
 */
export function ReviewsSection({
  subject,
  title = 'Reviews',
  variant = 'stars',
}: {
  subject: ReviewSubject;
  title?: string;
  variant?: 'stars' | 'quotes';
}) {
  const query = useReviews(subject);
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((p) => p.results);
  const rating = pages[0]?.rating;

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {rating && <RatingSummary rating={rating} />}
      </Group>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : query.isError ? (
        <Group gap="xs">
          <Text size="sm">We could not load the reviews.</Text>
          <Button size="xs" variant="light" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Group>
      ) : reviews.length === 0 ? (
        <EmptyState icon={<IconStar size={24} />} title="No reviews yet">
          Reviews come from shoppers who received their order.
        </EmptyState>
      ) : (
        <>
          {reviews.map((r) => {
            const comment = r.comment && (
              <Text
                size={variant === 'quotes' ? 'md' : 'sm'}
                component={variant === 'quotes' ? 'blockquote' : 'p'}
                fs={variant === 'quotes' ? 'italic' : undefined}
                m={0}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {variant === 'quotes' ? `“${r.comment}”` : r.comment}
              </Text>
            );
            return (
              <Paper key={r._id} withBorder radius="md" p="sm">
                {variant === 'quotes' && comment}
                <Group
                  gap="sm"
                  align="flex-start"
                  wrap="nowrap"
                  mt={variant === 'quotes' && comment ? 'xs' : 0}
                >
                  <UserAvatar name={r.customer.name} src={r.customer.avatar} size={36} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm" fw={600}>
                        {r.customer.name}
                      </Text>
                      {/* "5 minutes ago" may be 6 by the time the browser takes the page over. */}
                      <Text size="xs" c="dimmed" suppressHydrationWarning>
                        {formatRelativeDate(r.createdAt)}
                      </Text>
                    </Group>
                    <Rating
                      value={r.rating}
                      readOnly
                      size="xs"
                      role="img"
                      aria-label={`${r.rating} out of 5`}
                    />
                    {r.product && 'reviewBusinessId' in subject && (
                      <Text size="xs" c="dimmed">
                        on {r.product.name}
                      </Text>
                    )}
                    {variant === 'stars' && comment}
                    <ReviewPhotos photos={r.photos} whose={`${r.customer.name}'s review`} />
                  </Stack>
                </Group>
              </Paper>
            );
          })}
          {query.hasNextPage && (
            <Center>
              {query.isFetchingNextPage ? (
                <Loader size="sm" role="status" aria-label="Loading more reviews" />
              ) : (
                <Button variant="light" onClick={() => query.fetchNextPage()}>
                  Show more
                </Button>
              )}
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
